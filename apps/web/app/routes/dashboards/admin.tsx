// PLACEHOLDER: replaced by the helper building this page.
export default function Placeholder() {
  return null;
}
