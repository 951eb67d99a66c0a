import { ComingSoon } from '@/components/ui/coming-soon';

export default function AccountPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <ComingSoon area="Your account hub" />
    </div>
  );
}
