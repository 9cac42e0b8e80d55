/** The shared page's bar: the brand only, as its visitor has no account here to act on. */
export function SharedNavbar() {
  return (
    <header className="rt-shared-nav">
      <a className="rt-shared-nav__brand" href="/" aria-label="ReelTalk home">
        <svg className="rt-shared-nav__mark" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path d="M9 21V11m4.7 13V8m4.6 13V11m4.7 7v-4" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span>ReelTalk</span>
      </a>
    </header>
  );
}
