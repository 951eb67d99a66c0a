import { Settings } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProfile } from '@/lib/data';
import { AiProviderTab } from './ai-provider-tab';
import { DataTab } from './data-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { WeddingTab } from './wedding-tab';

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'wedding', label: 'Wedding Details' },
  { value: 'notifications', label: 'Notifications' },
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

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <PageHeader
        title="Account Settings"
        description="Your profile, wedding details, notifications, security and AI provider."
        icon={<Settings />}
      />
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
          {/* Every tab stays mounted (hidden when not chosen), so switching tabs never drops unsaved input. */}
          <Card className="mt-4">
            <TabsContent value="profile" forceMount hidden={tab !== 'profile'}>
              <ProfileTab key={restores} profile={data.profile} onSave={save} />
            </TabsContent>
            <TabsContent value="wedding" forceMount hidden={tab !== 'wedding'}>
              <WeddingTab key={restores} wedding={data.wedding} onSave={save} />
            </TabsContent>
            <TabsContent value="notifications" forceMount hidden={tab !== 'notifications'}>
              <NotificationsTab key={restores} notifications={data.notifications} onSave={save} />
            </TabsContent>
            <TabsContent value="security" forceMount hidden={tab !== 'security'}>
              <SecurityTab />
            </TabsContent>
            <TabsContent value="ai" forceMount hidden={tab !== 'ai'}>
              <AiProviderTab />
            </TabsContent>
            <TabsContent value="data" forceMount hidden={tab !== 'data'}>
              <DataTab onRestored={() => setRestores((n) => n + 1)} />
            </TabsContent>
          </Card>
        </Tabs>
      )}
    </div>
  );
}
