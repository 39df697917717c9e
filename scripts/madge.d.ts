// madge ships no types; this is the part scripts/check-cycles.ts uses.
declare module 'madge' {
  interface MadgeResult {
    circular(): string[][];
    obj(): Record<string, string[]>;
  }
  interface MadgeOptions {
    fileExtensions?: string[];
    excludeRegExp?: RegExp[];
    detectiveOptions?: Record<string, Record<string, unknown>>;
  }
  export default function madge(paths: string | string[], options?: MadgeOptions): Promise<MadgeResult>;
}
