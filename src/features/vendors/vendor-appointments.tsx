import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { formatAppointment } from '@/lib/dates';
import { upcomingAppointments } from './model';

/** The static "Upcoming Vendor Appointments" panel of spec §2, dated ahead of today so it never looks stale. */
export function VendorAppointments() {
  const [appointments] = useState(() => upcomingAppointments());
  return (
    <Card role="region" aria-labelledby="appointments-heading">
      <h2
        id="appointments-heading"
        className="flex items-center gap-2 font-serif text-xl font-semibold text-foreground"
      >
        <CalendarClock aria-hidden="true" className="size-5 text-primary-strong" />
        Upcoming Vendor Appointments
      </h2>
      <ul className="mt-4 space-y-3">
        {appointments.map((a) => (
          <li key={a.id} className="rounded-lg border-l-4 border-primary bg-accent px-3 py-2">
            <p className="font-medium text-foreground">{a.title}</p>
            <p className="text-sm text-muted-foreground">{a.with}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={a.at.toISOString()}>{formatAppointment(a.at)}</time>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
