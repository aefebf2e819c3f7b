import { mountStandaloneRemote } from '@bolo/web';
import RemoteRoutes from './routes';

mountStandaloneRemote(RemoteRoutes);
