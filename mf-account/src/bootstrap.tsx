import { renderStandalone } from '@reeltalk/web-kit/standalone';
import AccountPage from './AccountPage.tsx';

renderStandalone(<AccountPage />);
