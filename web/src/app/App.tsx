import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ConfigProvider, type AppConfig } from '../config';
import { appRoutes } from './routes';

export function App({ config }: { config: AppConfig }) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <ConfigProvider config={config}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
