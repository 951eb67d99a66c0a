import { ComingSoon } from '@/components/ui/coming-soon';

export default function PhotosPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <ComingSoon area="Photo planning" />
    </div>
  );
}
