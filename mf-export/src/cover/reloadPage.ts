/** Loads the page again, so every screen shows the saved cover and title (a module of its own, for the tests). */
export function reloadPage(): void {
  window.location.reload();
}
