/** The JSON API: rate limited, and never answered with the web app's index.html. */
export const isApiPath = (url: string) => url.startsWith('/api');

/** The web build's hashed scripts and styles: files, never a page. */
export const isAssetPath = (url: string) => url.startsWith('/assets/');

/** Files served as they are (the build's assets and uploaded media): a missing one is a 404, not index.html. */
export const isFilePath = (url: string) => isAssetPath(url) || url.startsWith('/media/');
