import { useDemoWedding } from './api/use-sample-wedding';

/**
 * The demo account's wedding: a visitor deciding whether to trust us with their wedding sees the product at work, not
 * empty states. Renders nothing.
 */
export default function DemoWedding() {
  useDemoWedding();
  return null;
}
