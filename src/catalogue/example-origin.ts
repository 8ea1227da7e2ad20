// The site address response schemas write in their examples; the faker rewrites it to the address a
// request actually came to, so generated links point back at the running mock.
export const EXAMPLE_ORIGIN = 'http://127.0.0.1:8080';
