import { CALLABLE_COMMANDS } from '../commands/callable-commands';
import { runtimeDependencies } from '../platform/runtime';
import { callableGroup } from '../transport/callable';

/** gifts-create, gifts-update, … gifts-getDocument, gifts-get, gifts-list (callables). */
export const gifts = callableGroup('gifts', CALLABLE_COMMANDS, runtimeDependencies());
