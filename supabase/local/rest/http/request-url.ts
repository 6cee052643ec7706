// The query string and path of a request, read straight from `request.url`
// (called on every request, so without building a URL object).

export function searchOf(request: Request): string {
  const question = request.url.indexOf('?');
  return question === -1 ? '' : request.url.slice(question + 1);
}

/** The path as PostgREST sees it behind Supabase's gateway, which strips `/rest/v1`: `/offers`. */
export function pathOf(request: Request): string {
  const withoutOrigin = request.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?]*(\/rest\/v1)?/i, '');
  const question = withoutOrigin.indexOf('?');
  return question === -1 ? withoutOrigin : withoutOrigin.slice(0, question);
}
