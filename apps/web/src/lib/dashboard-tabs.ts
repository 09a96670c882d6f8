import { createContext, type ReactNode, useContext } from 'react';

/**
 * What /dashboard shows in a role's tab, given by the router (features do not import each other,
 * so the admin feature's dashboard page receives the clerk's and the patriot's workspaces so).
 */
export const DashboardTabsContext = createContext<Partial<Record<string, ReactNode>>>({});

export const useDashboardTabs = () => useContext(DashboardTabsContext);
