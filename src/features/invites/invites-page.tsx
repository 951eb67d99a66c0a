import { ComingSoon } from '@/components/coming-soon';

export default function InvitesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <ComingSoon area="E-Invites" />
    </div>
  );
}
