import {
  Armchair,
  Bell,
  Bot,
  CalendarClock,
  CalendarPlus,
  Camera,
  Gift,
  ImagePlus,
  Mail,
  Music,
  Palette,
  Settings,
  Store,
  UserPlus,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface HubLink {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The Planning Tools grid: every planning page, in the spec's order (§2 Account hub), with the seating chart beside the guests. */
export const PLANNING_TOOLS: HubLink[] = [
  {
    to: paths.planner(),
    label: 'Wedding Planner',
    description: 'Ask your AI planner about venues, vendors and ideas.',
    icon: Bot,
  },
  {
    to: paths.planner({ tab: 'guests' }),
    label: 'Guest Planner',
    description: 'Keep your guest list and RSVPs in one place.',
    icon: Users,
  },
  {
    to: paths.planner({ tab: 'seating' }),
    label: 'Seating Chart',
    description: 'Place tables and seat your guests.',
    icon: Armchair,
  },
  {
    to: paths.notifications(),
    label: 'Notifications',
    description: 'Deadlines, appointments and payment reminders.',
    icon: Bell,
  },
  {
    to: paths.invites(),
    label: 'E-Invites',
    description: 'Design invitations and share them with a link.',
    icon: Mail,
  },
  {
    to: paths.moodBoard(),
    label: 'Mood Board',
    description: 'Generate inspiration boards for your style.',
    icon: Palette,
  },
  {
    to: paths.budget(),
    label: 'Budget Tracker',
    description: 'Plan spending by category and log expenses.',
    icon: Wallet,
  },
  {
    to: paths.schedule(),
    label: 'Wedding Day Schedule',
    description: 'Build the timeline of your day.',
    icon: CalendarClock,
  },
  {
    to: paths.photos(),
    label: 'Photo Planning',
    description: 'Your shot list and photo ideas.',
    icon: Camera,
  },
  {
    to: paths.music(),
    label: 'Music Selection',
    description: 'Songs for the ceremony, dinner and dance floor.',
    icon: Music,
  },
  {
    to: paths.registry(),
    label: 'Gift Registry',
    description: 'Gifts you would love and where to find them.',
    icon: Gift,
  },
  {
    to: paths.gifts(),
    label: 'Gifts & thank-yous',
    description: 'Gifts received and thank-you cards.',
    icon: Gift,
  },
  {
    to: paths.vendors(),
    label: 'Vendor Management',
    description: 'Contacts, deposits and contracts.',
    icon: Store,
  },
  {
    to: paths.settings(),
    label: 'Account Settings',
    description: 'Profile, wedding details and notifications.',
    icon: Settings,
  },
];

/** Quick Actions: each opens the page where that action is done. */
export const QUICK_ACTIONS: HubLink[] = [
  {
    to: paths.schedule(),
    label: 'Add Event',
    description: 'Add an event to your wedding day schedule.',
    icon: CalendarPlus,
  },
  {
    to: paths.planner({ tab: 'guests' }),
    label: 'Invite Guests',
    description: 'Add guests to your list.',
    icon: UserPlus,
  },
  {
    to: paths.notifications(),
    label: 'Set Reminder',
    description: 'Create a reminder for a deadline or appointment.',
    icon: Bell,
  },
  {
    to: paths.moodBoard(),
    label: 'Add Inspiration',
    description: 'Generate a new mood board.',
    icon: ImagePlus,
  },
];

/** "Welcome back, {name}!": the profile's first name, else the account's full name, else no name at all. */
export function greeting(profileFirstName: string | undefined, fullName: string | null | undefined): string {
  const name = profileFirstName?.trim() || fullName?.trim();
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}
