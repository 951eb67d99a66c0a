import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/ui/form-actions';
import type { VendorApplicationRecord } from '@/lib/backend';
import { useOneSubmit } from '@/lib/use-one-submit';
import { useApplications } from './api/use-applications';
import { BusinessInfoFields, LocationFields, ServicesFields } from './application-fields';
import { applicationResolver, type ApplicationOutput, type ApplicationValues } from './model';
import { reason } from './failure';

/** The vendor dashboard's "Edit application" form (while the application is pending), in its own chunk. */
export function EditApplicationForm({
  application,
  onSaved,
  onCancel,
}: {
  application: VendorApplicationRecord;
  onSaved: (saved: VendorApplicationRecord) => void;
  onCancel: () => void;
}) {
  const applications = useApplications();
  const form = useForm<ApplicationValues, unknown, ApplicationOutput>({
    resolver: applicationResolver,
    mode: 'onTouched',
    defaultValues: {
      businessName: application.businessName,
      contactName: application.contactName,
      email: application.email,
      phone: application.phone,
      website: application.website,
      category: application.category,
      description: application.description,
      location: application.location,
      serviceArea: application.serviceArea,
      priceRange: application.priceRange,
    },
  });
  const [error, setError] = useState<string | null>(null);
  const submit = useOneSubmit(
    form.handleSubmit(async (values) => {
      setError(null);
      try {
        onSaved(await applications.update(values));
      } catch (e) {
        setError(`Could not save your application. ${reason(e)}`);
      }
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <BusinessInfoFields form={form} />
      <ServicesFields form={form} />
      <LocationFields form={form} />
      <FormActions
        error={error}
        busy={form.formState.isSubmitting}
        submitLabel="Save changes"
        onCancel={onCancel}
      />
    </form>
  );
}
