/** Spec 2.1: /api/* is a route with no content. */
export default function BlankPage() {
  return null;
}
