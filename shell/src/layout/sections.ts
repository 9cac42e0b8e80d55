/** The workspace's sections: the side navigation's entries, and the section a path belongs to. */
export type Section = 'create' | 'library' | 'account' | 'help';

interface NavEntry {
  section: Section;
  label: string;
  to: string;
}

/** The side menu switches between creating, the library, the account and help (the avatar menu also has Account). */
export const SIDE_NAV: readonly NavEntry[] = [
  { section: 'create', label: 'Upload', to: '/app' },
  { section: 'library', label: 'Library', to: '/app/my-library' },
  { section: 'account', label: 'Account', to: '/app/account' },
  { section: 'help', label: 'Help', to: '/app/help' },
];

const TITLES: Record<Section, string> = {
  create: 'Create Audiobook',
  library: 'My Library',
  account: 'Account',
  help: 'Help',
};

/** A project's listening view: a viewer comes to it from the library, and creates nothing there. */
const LISTEN_PATH = /^\/app\/project\/[^/]+\/listen$/;

export function sectionOf(pathname: string): Section {
  if (pathname.startsWith('/app/my-library') || LISTEN_PATH.test(pathname)) return 'library';
  if (pathname.startsWith('/app/account')) return 'account';
  if (pathname.startsWith('/app/help')) return 'help';
  return 'create';
}

export const sectionTitle = (section: Section): string => TITLES[section];
