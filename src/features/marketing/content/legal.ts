import type { Block } from './types';

export interface LegalSection {
  id: string;
  title: string;
  body: Block[];
}

/** Both legal pages carry the spec's date. */
export const LEGAL_UPDATED = 'March 5, 2024';

export const privacySections: LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'Information we keep',
    body: [
      { kind: 'p', text: 'We keep only what Wedding Planner needs to work:' },
      {
        kind: 'ul',
        items: [
          'Account details: your email address, your password (stored only as a secure one-way hash, never in readable form), your name if you add it, when you joined and when you last signed in.',
          'Your wedding plan: everything you add to the tools — wedding date and location, partner names, guest count, budget and expenses, schedule, vendors, tasks and reminders, photo ideas, songs, registry items, invitations, mood boards, your conversation with the AI planner, and files you upload such as vendor contracts.',
          'Messages you send us through the contact form: your name, email address, subject and message.',
          'Vendor applications: the business details you submit when applying to be listed.',
          'Technical information: a session token in your browser that keeps you signed in, and the standard request logs our hosting providers keep for security and troubleshooting, such as IP address, browser type and time of request.',
        ],
      },
      {
        kind: 'p',
        text: 'To suggest a currency for your budget, the app looks up your approximate country from your IP address once, using a geolocation service, and keeps only the resulting currency. We do not use advertising trackers or sell access to your data.',
      },
    ],
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: [
      {
        kind: 'ul',
        items: [
          'To provide the service: storing your plan and showing it to you on any device you sign in on.',
          'To send the emails the service needs, such as confirming your address or resetting your password.',
          'To answer your messages and review vendor applications.',
          'To keep the service secure and fair, for example by limiting how often AI images can be generated.',
        ],
      },
      {
        kind: 'p',
        text: 'We do not use your wedding plan for advertising, and we do not sell personal information.',
      },
    ],
  },
  {
    id: 'ai-processing',
    title: 'AI features and our AI provider',
    body: [
      {
        kind: 'p',
        text: 'When you use the AI planner, the message you send and the recent conversation are sent to our AI provider so it can write a reply. When you create a mood board, your description is sent so it can produce an image. No other part of your plan is sent.',
      },
      {
        kind: 'p',
        text: 'We use our provider’s business services, under terms that do not allow the content we send to be used to train its models; the provider may keep it for a limited period to detect abuse. Generated images are stored with your account so they do not disappear. Please do not include sensitive information, such as health or financial details, in AI conversations.',
      },
    ],
  },
  {
    id: 'where-stored',
    title: 'Where your data is stored',
    body: [
      {
        kind: 'p',
        text: 'On our hosted service, your account and plans are stored with our database and hosting provider, under access rules that let only your account read or change your planning data. Our administrators can see basic account details (such as your email address and account status) to run the service, but not your plans.',
      },
      {
        kind: 'p',
        text: 'In the self-contained local version of Wedding Planner and in the demo account, everything stays in your browser on your device and is not sent to our servers. Only AI requests (if an AI provider is configured) and the one-off currency lookup leave your device.',
      },
    ],
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: [
      {
        kind: 'p',
        text: 'We share personal information only with the service providers who help us run Wedding Planner — database and hosting, email delivery, our AI provider and the geolocation service — each under contract and only for that purpose. We may also disclose information if the law requires it, or to protect people from harm. If Wedding Planner is ever sold or merged, we will tell you before your information is covered by a different privacy policy.',
      },
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it, and deleting it',
    body: [
      {
        kind: 'p',
        text: 'We keep your account and plan for as long as your account is open. Anything you delete in the app is removed from our active database straight away; backups are overwritten on a rolling basis and are not used to restore deleted data except after a disaster. Contact messages are kept only as long as we need them to help you. When one of our administrators acts on an account (suspends, reactivates or deletes it, or reviews a vendor application), a record of who did what, and to which email address, is kept for security.',
      },
      {
        kind: 'p',
        text: 'You can delete your account and everything in it yourself, at any time: in [Account Settings](/settings), open Security, choose Delete my account and type your email address to confirm. Your account, your plan in every tool, the files you uploaded, your invitations and their public links, and any vendor application are deleted from our database and file storage straight away, and you are signed out. If you cannot sign in, email [privacy@weddingplanner.app](mailto:privacy@weddingplanner.app) from the address you signed up with and we will do it for you within 30 days. In the local version, Delete my account removes the account and everything in it from this browser.',
      },
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: [
      {
        kind: 'p',
        text: 'You can see and correct your profile and wedding details at any time in Settings. You can also ask us for a copy of your information, to correct or delete it, or to stop or limit how we use it. Depending on where you live, you may have further rights under laws such as the GDPR or the California Consumer Privacy Act, including the right to complain to your data protection authority. We will not treat you differently for using these rights.',
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    body: [
      {
        kind: 'p',
        text: 'We use encrypted connections, hashed passwords and database access rules that keep each couple’s plan separate. No system is perfectly secure; if you believe your account has been misused, tell us at [privacy@weddingplanner.app](mailto:privacy@weddingplanner.app) straight away.',
      },
    ],
  },
  {
    id: 'children',
    title: 'Children',
    body: [
      {
        kind: 'p',
        text: 'Wedding Planner is not intended for anyone under 16, and we do not knowingly collect their information.',
      },
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: [
      {
        kind: 'p',
        text: 'If we change this policy, we will update the date at the top of this page, and tell you by email or in the app before any significant change takes effect.',
      },
    ],
  },
];

export const termsSections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: [
      {
        kind: 'p',
        text: 'These terms are an agreement between you and Wedding Planner ("we", "us") about your use of the Wedding Planner website and apps (the "Service"). By creating an account or using the Service, you agree to them. If you do not agree, please do not use the Service. Our [Privacy Policy](/privacy) explains how we handle your information.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Your Account',
    body: [
      {
        kind: 'ul',
        items: [
          'You must be at least 16 years old, and old enough to enter into this agreement where you live.',
          'Give accurate details, keep your password private, and tell us promptly if you think someone else has used your account.',
          'You are responsible for what happens under your account.',
          'The demo account is shared by everyone who uses it in the same browser: do not store real personal information in it.',
        ],
      },
    ],
  },
  {
    id: 'use',
    title: 'Using the Service',
    body: [
      { kind: 'p', text: 'Please use the Service for planning events, and do not:' },
      {
        kind: 'ul',
        items: [
          'break the law, or infringe anyone’s rights, including by uploading content you do not have permission to use;',
          'try to get around limits such as the rate at which AI images can be generated, or to access other people’s accounts or data;',
          'interfere with the Service, probe it for weaknesses without our permission, or collect data from it by automated means;',
          'use the AI features to create content that is unlawful, hateful, harassing or sexually explicit.',
        ],
      },
    ],
  },
  {
    id: 'content',
    title: 'Your Content',
    body: [
      {
        kind: 'p',
        text: 'Everything you add to the Service — your plans, notes, uploads and invitation designs — remains yours. You give us permission to store, process and display it only as needed to run the Service for you, including sending your AI requests to our AI provider. You are responsible for your content, and we may remove content that breaks these terms or the law.',
      },
    ],
  },
  {
    id: 'ai',
    title: 'AI-Generated Suggestions',
    body: [
      {
        kind: 'p',
        text: 'The AI planner and mood board generate suggestions automatically. They can be inaccurate, incomplete or out of date, and they are not professional, legal or financial advice. Check anything important — prices, availability, dates and legal requirements — with the relevant vendor, venue or authority before relying on it. You may use the text and images generated for you for your own wedding.',
      },
    ],
  },
  {
    id: 'vendors',
    title: 'Vendors and Third Parties',
    body: [
      {
        kind: 'p',
        text: 'Wedding Planner does not provide wedding services itself and does not endorse any vendor. Any agreement you make with a vendor is between you and that vendor. Vendors who apply to be listed confirm that the information they give is accurate and that they are entitled to offer their services; we may approve, decline or remove applications at our discretion. Links to other websites, such as registry stores, are provided for convenience and are governed by those sites’ own terms.',
      },
    ],
  },
  {
    id: 'fees',
    title: 'Fees and Changes to the Service',
    body: [
      {
        kind: 'p',
        text: 'The planning tools are currently free to use. If we introduce paid features or a trial of them, we will show the price and terms clearly before you are charged anything. We may change, add or remove features; if we remove something you rely on, we will give reasonable notice where we can, so you have time to save what you need.',
      },
    ],
  },
  {
    id: 'liability',
    title: 'Disclaimers and Limitation of Liability',
    body: [
      {
        kind: 'p',
        text: 'We work hard to keep the Service available and your data safe, but we provide it "as is" and cannot promise it will always be uninterrupted or error-free. Please keep your own copies of anything essential, such as signed contracts. To the extent the law allows, we are not liable for indirect or consequential losses, or for the acts of vendors or other third parties. Nothing in these terms limits any liability that cannot legally be limited, or your rights as a consumer.',
      },
    ],
  },
  {
    id: 'termination',
    title: 'Ending These Terms, Changes and Contact',
    body: [
      {
        kind: 'p',
        text: 'You can stop using the Service at any time and ask us to delete your account, as described in the Privacy Policy. We may suspend or close accounts that seriously or repeatedly break these terms. If we change these terms, we will update the date at the top of this page and tell you before significant changes take effect; continuing to use the Service afterwards means you accept them. Questions about these terms are welcome at [legal@weddingplanner.app](mailto:legal@weddingplanner.app).',
      },
    ],
  },
];
