import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProfile } from '@/lib/data';
import { whenIdle } from '@/lib/when-idle';
import { AppearanceTab } from './appearance-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { settingsHeading } from './heading';

// The tabs with code of their own (the wedding's form with react-hook-form, password checks and account deletion, the
// AI provider's connection test, backups and their collections) are chunks of their own: together they were about
// 24 KiB of every /settings first load, and most visits only change a detail or two. They are fetched once the page has painted and the browser is
// idle, so a tab opened later is ready; one opened before that waits for its chunk behind a spinner.
const tabCode = {
  wedding: () => import('./wedding-tab'),
  security: () => import('./security-tab'),
  ai: () => import('./ai-provider-tab'),
  data: () => import('./data-tab'),
};
const WeddingTab = lazy(() => tabCode.wedding().then((m) => ({ default: m.WeddingTab })));
const SecurityTab = lazy(() => tabCode.security().then((m) => ({ default: m.SecurityTab })));
const AiProviderTab = lazy(() => tabCode.ai().then((m) => ({ default: m.AiProviderTab })));
const DataTab = lazy(() => tabCode.data().then((m) => ({ default: m.DataTab })));

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'wedding', label: 'Wedding Details' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'appearance', label: 'Appearance' },
  { value: 'security', label: 'Security' },
  { value: 'ai', label: 'AI Provider' },
  { value: 'data', label: 'Your data' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (v: string | null): v is Tab => TABS.some((t) => t.value === v);

export default function SettingsPage() {
  const { data, save, isLoading } = useProfile();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  // The open tab lives in the URL (?tab=security), so it survives a reload and can be linked to.
  const tab: Tab = isTab(tabParam) ? tabParam : 'profile';
  // A restore changes the profile under the forms: they start again from what is stored.
  const [restores, setRestores] = useState(0);
  // A chunk that fails here (offline, or a deploy removed it) is fetched again when its tab opens, which says so.
  useEffect(
    () => whenIdle(() => Object.values(tabCode).forEach((load) => void load().catch(() => undefined))),
    [],
  );
  // The tabs opened so far: each mounts when first opened and then stays, like the others.
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set(opened).add(tab));
  const whenOpened = (value: Tab, label: string, content: ReactNode) =>
    opened.has(value) && <Suspense fallback={<Spinner label={`Loading ${label}`} />}>{content}</Suspense>;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <PageHeader {...settingsHeading} />
      {isLoading ? (
        <PageSpinner />
      ) : (
        <Tabs
          value={tab}
          onValueChange={(v) => setParams(v === 'profile' ? {} : { tab: v }, { replace: true })}
        >
          <TabsList aria-label="Settings sections" className="w-full sm:w-auto">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* A tab stays mounted once shown (hidden when not chosen), so switching tabs never drops unsaved input. */}
          <Card className="mt-4">
            <TabsContent value="profile" forceMount hidden={tab !== 'profile'}>
              <ProfileTab key={restores} profile={data.profile} onSave={save} />
            </TabsContent>
            <TabsContent value="wedding" forceMount hidden={tab !== 'wedding'}>
              {whenOpened(
                'wedding',
                'the wedding details',
                <WeddingTab
                  key={restores}
                  wedding={data.wedding}
                  currency={data.budget.currency}
                  onSave={save}
                />,
              )}
            </TabsContent>
            <TabsContent value="notifications" forceMount hidden={tab !== 'notifications'}>
              <NotificationsTab key={restores} notifications={data.notifications} onSave={save} />
            </TabsContent>
            <TabsContent value="appearance" forceMount hidden={tab !== 'appearance'}>
              <AppearanceTab />
            </TabsContent>
            <TabsContent value="security" forceMount hidden={tab !== 'security'}>
              {whenOpened('security', 'security settings', <SecurityTab />)}
            </TabsContent>
            <TabsContent value="ai" forceMount hidden={tab !== 'ai'}>
              {whenOpened('ai', 'the AI provider settings', <AiProviderTab />)}
            </TabsContent>
            <TabsContent value="data" forceMount hidden={tab !== 'data'}>
              {whenOpened('data', 'your data', <DataTab onRestored={() => setRestores((n) => n + 1)} />)}
            </TabsContent>
          </Card>
        </Tabs>
      )}
    </div>
  );
}
