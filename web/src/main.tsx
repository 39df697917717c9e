import { start } from './start';
import './styles/index.css';

// The app shell, not-found and the dev server's page: React at once. Prerendered public pages
// name public-entry.ts instead, which starts the same app once the page has loaded.
void start();
