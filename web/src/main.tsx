import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ConfigErrorScreen, formatConfigProblems, validateConfig } from './config';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const result = validateConfig(import.meta.env);
if (result.ok) {
  root.render(
    <StrictMode>
      <App config={result.config} />
    </StrictMode>,
  );
} else {
  console.error(
    `[kinloan] configuration for mode "${import.meta.env.MODE}" is incomplete or invalid:\n` +
      formatConfigProblems(result.problems),
  );
  root.render(<ConfigErrorScreen mode={import.meta.env.MODE} problems={result.problems} />);
}
