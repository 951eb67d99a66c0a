import { zodResolver } from '@hookform/resolvers/zod';
import { LanguageOptions } from '@/components/language-options';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/i18n';
import { ExternalLink, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from '@/lib/zod';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DraftWithAi } from '@/components/draft-with-ai';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import { GUEST_LIMITS as L, SLUG_PATTERN } from '@/lib/backend';
import { SaveError } from '@/lib/data';
import { saveFailureMessage } from '@/lib/form-fields';
import { useOneSubmit } from '@/lib/use-one-submit';
import { mealOptionsList, parseTags, WEBSITE_ID, websiteSchema, type Website } from './model';
import { useGuestCommands } from './api/use-guest-commands';
import { ShareLinks } from './share-links';
import type { useGuestData } from './use-guest-data';

const w = websiteSchema.shape;
const formSchema = z
  .object({
    slug: z.pipe(
      z.string().check(
        z.trim(),
        z.toLowerCase(),
        z.refine(
          (v) => v === '' || SLUG_PATTERN.test(v),
          'Use 3 to 50 lower-case letters, digits and hyphens, not starting or ending with a hyphen',
        ),
      ),
      z.transform((v: string) => v || undefined),
    ),
    published: z.boolean(),
    indexable: z.boolean(),
    title: w.title,
    welcome: w.welcome,
    story: w.story,
    travel: w.travel,
    stay: w.stay,
    faq: w.faq,
    showRegistry: z.boolean(),
    askTravel: z.boolean(),
    rsvpDeadline: w.rsvpDeadline,
    mealOptions: z.pipe(z.pipe(z.string(), z.transform(parseTags)), mealOptionsList),
    language: z.enum(LANGUAGES),
  })
  .check(
    z.refine((v) => !v.published || v.slug, {
      message: 'Choose a web address before publishing',
      path: ['slug'],
    }),
  );
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** "Priya & Arjun" → "priya-and-arjun", a starting suggestion for the address. */
export function suggestSlug(names: string): string {
  const slug = names
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return SLUG_PATTERN.test(slug) ? slug : '';
}

/** The address is another couple's (a unique key the store refused). */
const addressTaken = (error: unknown) =>
  error instanceof SaveError && (error.cause as { code?: string } | undefined)?.code === '23505';

/**
 * The wedding website and the RSVP settings (issue #13 item 6): the address (/w/<slug>), published or not, search
 * engines or not, the couple's words, the FAQ, whether the registry shows, the RSVP deadline and the menu guests
 * choose from.
 */
export function WebsiteSection({ data }: { data: ReturnType<typeof useGuestData> }) {
  const { website, coupleNames } = data;
  const { saveWebsite } = useGuestCommands();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      slug: website?.slug ?? suggestSlug(coupleNames),
      published: website?.published ?? false,
      indexable: website?.indexable ?? false,
      title: website?.title ?? '',
      welcome: website?.welcome ?? '',
      story: website?.story ?? '',
      travel: website?.travel ?? '',
      stay: website?.stay ?? '',
      faq: website?.faq ?? [],
      showRegistry: website?.showRegistry ?? true,
      askTravel: website?.askTravel ?? false,
      rsvpDeadline: website?.rsvpDeadline ?? '',
      mealOptions: website?.mealOptions.join(', ') ?? '',
      language: website?.language ?? DEFAULT_LANGUAGE,
    },
  });
  const faq = useFieldArray({ control: form.control, name: 'faq' });
  const { errors, isSubmitting } = form.formState;
  const [saved, setSaved] = useState(false);

  const submit = useOneSubmit(
    form.handleSubmit(async (values) => {
      try {
        const next: Website = { id: WEBSITE_ID, ...values };
        await saveWebsite(next);
        setSaved(true);
      } catch (error) {
        if (addressTaken(error))
          form.setError('slug', { message: 'That address is taken. Please choose another.' });
        else form.setError('root', { message: saveFailureMessage(error, 'website') });
      }
    }),
  );

  const live = website?.published && website.slug ? website.slug : null;
  const url = live ? `${window.location.origin}${paths.website(live)}` : null;

  return (
    <section aria-labelledby="website-heading" className="space-y-4">
      <h2 id="website-heading" className="font-serif text-2xl font-semibold">
        Website & RSVP
      </h2>
      {url && live ? (
        <Card className="space-y-3">
          <p className="text-sm text-copy">
            Your website is live at{' '}
            <Link
              to={paths.website(live)}
              className="font-medium [overflow-wrap:anywhere] text-primary-strong underline"
              target="_blank"
            >
              {url}
              <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
            </Link>
          </p>
          <ShareLinks
            url={url}
            message={`Our wedding website${coupleNames ? `: ${coupleNames}` : ''}. The schedule, travel, RSVP and registry are here:`}
            subject={coupleNames ? `${coupleNames}: our wedding website` : 'Our wedding website'}
            copyLabel="Copy Website Link"
            emailLabel="Email to Guests"
          />
        </Card>
      ) : (
        <p className="text-sm text-muted-foreground">
          Your website is not published. Guests see it once you choose an address and publish it.
        </p>
      )}

      <form onSubmit={submit} onChange={() => setSaved(false)} noValidate className="space-y-6">
        <Card className="space-y-4">
          <h3 className="font-medium">Address and visibility</h3>
          <Field
            label="Web address"
            error={errors.slug?.message}
            hint={`${window.location.origin}/w/your-address — lower-case letters, digits and hyphens.`}
          >
            {(p) => (
              <Input {...p} maxLength={50} autoComplete="off" spellCheck={false} {...form.register('slug')} />
            )}
          </Field>
          <label className="flex min-h-10 items-start gap-2 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register('published')} />
            <span>
              <span className="font-medium">Published</span>
              <span className="block text-muted-foreground">Anyone with the address can see the site.</span>
            </span>
          </label>
          <label className="flex min-h-10 items-start gap-2 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register('indexable')} />
            <span>
              <span className="font-medium">Let search engines list it</span>
              <span className="block text-muted-foreground">
                Off: search engines are asked not to index the site.
              </span>
            </span>
          </label>
        </Card>

        <Card className="space-y-4">
          <h3 className="font-medium">Your words</h3>
          <Field
            label="Title"
            error={errors.title?.message}
            hint={coupleNames ? `Empty: "${coupleNames}".` : 'Empty: your names from Settings.'}
          >
            {(p) => <Input {...p} maxLength={L.title} {...form.register('title')} />}
          </Field>
          <div className="space-y-2">
            <Field
              label="Welcome message"
              error={errors.welcome?.message}
              hint="A short greeting at the top of your site."
            >
              {(p) => <Textarea {...p} rows={2} maxLength={L.welcome} {...form.register('welcome')} />}
            </Field>
            <DraftWithAi
              purpose="draft-website-welcome"
              field="Welcome message"
              target={{
                read: () => form.getValues('welcome') ?? '',
                write: (text) => {
                  form.setValue('welcome', text.slice(0, L.welcome), { shouldDirty: true });
                  setSaved(false);
                },
              }}
            />
          </div>
          <div className="space-y-2">
            <Field label="Our story" error={errors.story?.message}>
              {(p) => <Textarea {...p} rows={5} maxLength={L.story} {...form.register('story')} />}
            </Field>
            <DraftWithAi
              purpose="draft-website-story"
              field="Our story"
              target={{
                read: () => form.getValues('story') ?? '',
                write: (text) => {
                  form.setValue('story', text.slice(0, L.story), { shouldDirty: true });
                  setSaved(false);
                },
              }}
            />
          </div>
          <Field
            label="Travel"
            error={errors.travel?.message}
            hint="Airports, trains, parking. Web addresses become links."
          >
            {(p) => <Textarea {...p} rows={3} maxLength={L.travel} {...form.register('travel')} />}
          </Field>
          <Field label="Where to stay" error={errors.stay?.message}>
            {(p) => <Textarea {...p} rows={3} maxLength={L.stay} {...form.register('stay')} />}
          </Field>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-copy">FAQ</legend>
            {faq.fields.map((item, i) => (
              <div key={item.id} className="space-y-2 rounded-lg border border-border p-3">
                <Field label={`Question ${i + 1}`} error={errors.faq?.[i]?.question?.message}>
                  {(p) => <Input {...p} maxLength={L.faqQuestion} {...form.register(`faq.${i}.question`)} />}
                </Field>
                <Field label={`Answer ${i + 1}`} error={errors.faq?.[i]?.answer?.message}>
                  {(p) => (
                    <Textarea {...p} rows={2} maxLength={L.faqAnswer} {...form.register(`faq.${i}.answer`)} />
                  )}
                </Field>
                <Button variant="ghost" size="sm" onClick={() => faq.remove(i)}>
                  <X aria-hidden="true" />
                  Remove question {i + 1}
                </Button>
              </div>
            ))}
            <Button
              variant="secondary"
              size="sm"
              disabled={faq.fields.length >= L.faqItems}
              onClick={() => faq.append({ question: '', answer: '' })}
            >
              <Plus aria-hidden="true" />
              Add a question
            </Button>
          </fieldset>
          <label className="flex min-h-10 items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              {...form.register('showRegistry')}
            />
            <span>
              <span className="font-medium">Show the gift registry</span>
              <span className="block text-muted-foreground">
                Guests can mark a gift as bought so no one buys it twice.
              </span>
            </span>
          </label>
        </Card>

        <Card className="space-y-4">
          <h3 className="font-medium">RSVP settings</h3>
          <Field
            label="RSVP deadline"
            error={errors.rsvpDeadline?.message}
            hint="Guests can change their answers until the end of this day; then the RSVP page closes."
          >
            {(p) => <Input {...p} type="date" {...form.register('rsvpDeadline')} />}
          </Field>
          <Field
            label="Meal options"
            error={errors.mealOptions?.message}
            hint="Comma separated, e.g. Vegetarian, Non-vegetarian, Jain. Empty: no meal question."
          >
            {(p) => <Input {...p} maxLength={800} {...form.register('mealOptions')} />}
          </Field>
          <label className="flex min-h-10 items-start gap-2 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register('askTravel')} />
            <span>
              <span className="font-medium">Ask guests for travel details</span>
              <span className="block text-muted-foreground">
                Each household's RSVP page asks when and how they arrive and leave, and whether they need a
                pickup. Only the household and you see it.
              </span>
            </span>
          </label>
          <Field
            label="Language for guests"
            hint="The website, the invitation page and every household's RSVP page and messages, unless you choose another language for a household."
          >
            {(p) => (
              <NativeSelect {...p} {...form.register('language')}>
                <LanguageOptions />
              </NativeSelect>
            )}
          </Field>
        </Card>

        {errors.root?.message && (
          <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
            {errors.root.message}
          </p>
        )}
        {saved && (
          <p role="status" className="text-sm text-success-text">
            Saved.
          </p>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Website'}
        </Button>
      </form>
    </section>
  );
}
