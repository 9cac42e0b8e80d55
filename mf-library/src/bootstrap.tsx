import { renderStandalone } from '@reeltalk/web-kit/standalone';
import LibraryPage from './LibraryPage.tsx';

renderStandalone(<LibraryPage />);
