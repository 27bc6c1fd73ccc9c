import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { RoutePage } from './route-page';
import { notFoundRoute, pageRoutes } from './route-table';

/** The route tree, shared by the prerenderer (StaticRouter) and the browser (BrowserRouter). */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pageRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<RoutePage route={notFoundRoute} />} />
      </Route>
    </Routes>
  );
}
