import { browserStorage, PortalProvider } from "@travesia/hooks";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { routes } from "./app/routes";
import { PortalLanguageProvider } from "./i18n/PortalLanguage";
import "./styles/tokens.css";

const router = createBrowserRouter(routes);
const storage = browserStorage();
const fetcher = (path: string, init?: RequestInit) => fetch(path, init);

const root = document.getElementById("root");
if (root === null) throw new Error("index.html lacks #root");

createRoot(root).render(
  <StrictMode>
    <PortalProvider fetcher={fetcher} storage={storage}>
      <PortalLanguageProvider>
        <RouterProvider router={router} />
      </PortalLanguageProvider>
    </PortalProvider>
  </StrictMode>,
);
