import { Route, Routes } from 'react-router-dom';
import { PrerenderedPart } from '../components/prerendered-part';
import { Layout } from './layout';
import { RegionBoundary } from './region-boundary';
import { notFoundRoute, pageRoutes } from './route-table';

/** The route tree, for the prerenderer and the browser; an error outside every region puts the page back. */
export function App() {
  return (
    <RegionBoundary name="root">
      <Routes>
        <Route element={<Layout />}>
          {[...pageRoutes, notFoundRoute].map(({ path, isStatic, page: { Component } }) => (
            <Route
              key={path}
              path={path}
              element={isStatic ? <PrerenderedPart children={<Component />} /> : <Component />}
            />
          ))}
        </Route>
      </Routes>
    </RegionBoundary>
  );
}
