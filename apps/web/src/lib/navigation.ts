// Code outside React (the http client) navigates through the router the app registers;
// without one (unit tests, before start-up) it falls back to a full page load.
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void navigator(to, options);
}
