// The HTML kses lets through (kses.php): $allowedposttags with the global attributes every post tag takes,
// $allowedtags (titles, comments by people without unfiltered_html, term and user descriptions), the entity names
// it keeps, the attributes that hold URLs and wp_allowed_protocols().

/** What an attribute may be: any value (`true`), or the checks wp_kses_check_attr_val() runs. */
export type AttributeRule = true | { valueless?: 'y' | 'n'; values?: readonly string[]; required?: boolean; pdfObject?: boolean };
/** Element (lower case) → its allowed attributes; an element without any allows none. */
export type AllowedHtml = ReadonlyMap<string, ReadonlyMap<string, AttributeRule>>;

/** _wp_add_global_attributes(). */
const GLOBAL_ATTRIBUTES = 'aria-describedby aria-details aria-label aria-labelledby aria-hidden class data-* dir id lang style title role xml:lang';

/** $allowedposttags: each element's own attributes (the global ones are added to all). */
const POST_TAGS: Record<string, string> = {
  address: '',
  a: 'href rel rev name target download',
  abbr: '',
  acronym: '',
  area: 'alt coords href nohref shape target',
  article: 'align',
  aside: 'align',
  audio: 'autoplay controls loop muted preload src',
  b: '',
  bdo: '',
  big: '',
  blockquote: 'cite',
  br: '',
  button: 'disabled name type value',
  caption: 'align',
  cite: '',
  code: '',
  col: 'align char charoff span valign width',
  colgroup: 'align char charoff span valign width',
  del: 'datetime',
  dd: '',
  dfn: '',
  details: 'align open',
  div: 'align',
  dl: '',
  dt: '',
  em: '',
  fieldset: '',
  figure: 'align',
  figcaption: 'align',
  font: 'color face size',
  footer: 'align',
  h1: 'align',
  h2: 'align',
  h3: 'align',
  h4: 'align',
  h5: 'align',
  h6: 'align',
  header: 'align',
  hgroup: 'align',
  hr: 'align noshade size width',
  i: '',
  img: 'alt align border height hspace loading longdesc vspace src usemap width',
  ins: 'datetime cite',
  kbd: '',
  label: 'for',
  legend: 'align',
  li: 'align value',
  main: 'align',
  map: 'name',
  mark: '',
  menu: 'type',
  nav: 'align',
  object: 'data type',
  p: 'align',
  pre: 'width',
  q: 'cite',
  rb: '',
  rp: '',
  rt: '',
  rtc: '',
  ruby: '',
  s: '',
  samp: '',
  span: 'align',
  section: 'align',
  small: '',
  strike: '',
  strong: '',
  sub: '',
  summary: 'align',
  sup: '',
  table: 'align bgcolor border cellpadding cellspacing rules summary width',
  tbody: 'align char charoff valign',
  td: 'abbr align axis bgcolor char charoff colspan headers height nowrap rowspan scope valign width',
  textarea: 'cols rows disabled name readonly',
  tfoot: 'align char charoff valign',
  th: 'abbr align axis bgcolor char charoff colspan headers height nowrap rowspan scope valign width',
  thead: 'align char charoff valign',
  title: '',
  tr: 'align bgcolor char charoff valign',
  track: 'default kind label src srclang',
  tt: '',
  u: '',
  ul: 'type',
  ol: 'start type reversed',
  var: '',
  video: 'autoplay controls height loop muted playsinline poster preload src width',
};

/** Attributes with checks of their own. */
const RULES: Record<string, Record<string, AttributeRule>> = {
  a: { download: { valueless: 'y' } },
  // _wp_kses_allow_pdf_objects(): a PDF of this site's uploads.
  object: { data: { required: true, pdfObject: true }, type: { required: true, values: ['application/pdf'] } },
};

function table(tags: Record<string, string>, global: string): AllowedHtml {
  const out = new Map<string, Map<string, AttributeRule>>();
  for (const [element, own] of Object.entries(tags)) {
    const attributes = new Map<string, AttributeRule>();
    for (const name of `${own} ${global}`.split(' ').filter(Boolean)) attributes.set(name, RULES[element]?.[name] ?? true);
    out.set(element, attributes);
  }
  return out;
}

export const ALLOWED_POST_TAGS: AllowedHtml = table(POST_TAGS, GLOBAL_ATTRIBUTES);

const DATA_TAGS: Record<string, string> = {
  a: 'href title',
  abbr: 'title',
  acronym: 'title',
  b: '',
  blockquote: 'cite',
  cite: '',
  code: '',
  del: 'datetime',
  em: '',
  i: '',
  q: 'cite',
  s: '',
  strike: '',
  strong: '',
};

/** $allowedtags: what wp_kses_allowed_html() gives any context but `post` and the user description. */
export const ALLOWED_TAGS: AllowedHtml = table(DATA_TAGS, '');

/** The `user_description` / `pre_user_description` contexts: $allowedtags with `rel` on links. */
export const ALLOWED_USER_DESCRIPTION_TAGS: AllowedHtml = table({ ...DATA_TAGS, a: 'href title rel' }, '');

/** $allowedentitynames. */
export const ALLOWED_ENTITY_NAMES: ReadonlySet<string> = new Set(
  (
    'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn acute micro para ' +
    'middot cedil ordm raquo iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml ' +
    'Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute ' +
    'THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml ' +
    'eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml quot amp lt ' +
    'gt apos OElig oelig Scaron scaron Yuml circ tilde ensp emsp thinsp zwnj zwj lrm rlm ndash mdash lsquo rsquo ' +
    'sbquo ldquo rdquo bdquo dagger Dagger permil lsaquo rsaquo euro fnof Alpha Beta Gamma Delta Epsilon Zeta Eta ' +
    'Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho Sigma Tau Upsilon Phi Chi Psi Omega alpha beta gamma delta ' +
    'epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon phi chi psi omega ' +
    'thetasym upsih piv bull hellip prime Prime oline frasl weierp image real trade alefsym larr uarr rarr darr harr ' +
    'crarr lArr uArr rArr dArr hArr forall part exist empty nabla isin notin ni prod sum minus lowast radic prop ' +
    'infin ang and or cap cup int sim cong asymp ne equiv le ge sub sup nsub sube supe oplus otimes perp sdot lceil ' +
    'rceil lfloor rfloor lang rang loz spades clubs hearts diams sup1 sup2 sup3 frac14 frac12 frac34 there4'
  ).split(' '),
);

/** wp_kses_uri_attributes(). */
export const URI_ATTRIBUTES: ReadonlySet<string> = new Set(
  'action archive background cite classid codebase data formaction href icon longdesc manifest poster profile src usemap xmlns'.split(' '),
);

/** wp_allowed_protocols(). */
export const ALLOWED_PROTOCOLS: readonly string[] =
  'http https ftp ftps mailto news irc irc6 ircs gopher nntp feed telnet mms rtsp sms svn tel fax xmpp webcal urn'.split(' ');
