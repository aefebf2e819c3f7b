// The router, once for every app: the shell and the remotes import it from @bolo/web (a
// shared singleton), so one router context serves the page, and only the parts listed here
// are downloaded (react-router itself is not shared whole). Add a name here when a feature
// needs it; tests may import react-router-dom directly.
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps } from 'react-router';
