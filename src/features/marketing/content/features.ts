import {
  BellRing,
  CalendarClock,
  Camera,
  Gift,
  Mail,
  MessageCircleHeart,
  Palette,
  Store,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  points: [string, string, string];
  to: string;
}

/** The nine feature cards of the Features page (spec §2), each pointing at the tool it describes. */
export const features: Feature[] = [
  {
    icon: MessageCircleHeart,
    title: 'AI Wedding Planner',
    text: 'A chat assistant that knows wedding planning. Ask what to book first, which questions to put to a venue, or how to trim a budget line without anyone noticing.',
    points: [
      'Answers in seconds, at any hour',
      'Your conversation is kept with your account',
      'Suggestions you review, adapt and confirm',
    ],
    to: paths.planner(),
  },
  {
    icon: Palette,
    title: 'AI Mood Board',
    text: 'Describe the look and feel you are after and get an image to react to. It is the quickest way to show a florist or stylist what you mean.',
    points: [
      'Six starting styles, from modern minimalist to beach paradise',
      'Favourite and search your boards, in a grid or a list',
      'Images are kept, not just linked',
    ],
    to: paths.moodBoard(),
  },
  {
    icon: Mail,
    title: 'Digital Invitations',
    text: 'Start from a template that already holds your names, date and venue, make it yours in the design editor, then download it or share a link your guests can open without an account.',
    points: [
      'Four templates with artwork of our own, and four invitation fonts',
      'Undo, snapping guides and a layers panel, with touch on phones',
      'A 1600 × 1200 image, or a 7 × 5 in card at 300 dpi for print',
    ],
    to: paths.invites(),
  },
  {
    icon: Wallet,
    title: 'Budget Tracker',
    text: 'Set your total in the currency you pay in, split it into categories and compare what you planned with what you actually spent.',
    points: [
      'USD, EUR, GBP, INR, AUD, CAD, SGD and AED',
      'Lakh and crore shorthand such as 30L or 3Cr',
      'Export your expenses as a spreadsheet file',
    ],
    to: paths.budget(),
  },
  {
    icon: CalendarClock,
    title: 'Wedding Day Schedule',
    text: 'Build the day minute by minute, with start and end times, who is responsible for each moment, and a calendar view of the month.',
    points: [
      'Print it, or save it as a PDF',
      'Send it by email to your wedding party',
      'Add it to any calendar app as an .ics file',
    ],
    to: paths.schedule(),
  },
  {
    icon: Store,
    title: 'Vendor Management',
    text: 'Every vendor in one list: contact details, what you have paid, what is still due, and whether the contract is signed.',
    points: [
      'Deposits and contracts summarised at the top',
      'Search and filter by category',
      'Keep a copy of each signed contract',
    ],
    to: paths.vendors(),
  },
  {
    icon: Camera,
    title: 'Photo & Music Planning',
    text: 'A shot list your photographer can actually use, and a song list for every part of the day, from the processional to the last dance.',
    points: [
      'Must-have shots and reference images',
      'Songs sorted into categories, from ceremony to reception',
      'Notes for your DJ or band beside each song',
    ],
    to: paths.photos(),
  },
  {
    icon: Gift,
    title: 'Gift Registry',
    text: 'Keep registry items from any store in one place, with priorities, prices and what has already been bought.',
    points: [
      'Running totals of purchased and remaining',
      'Links to the stores you registered with',
      'High, medium and low priorities',
    ],
    to: paths.registry(),
  },
  {
    icon: BellRing,
    title: 'Tasks & Reminders',
    text: 'A planning checklist that turns into real tasks with due dates, reminders before they are due, and progress you can see at a glance.',
    points: [
      'Deadlines coloured by urgency',
      'Progress by category',
      'Browser notifications for your reminders',
    ],
    to: paths.upcomingTasks(),
  },
];
