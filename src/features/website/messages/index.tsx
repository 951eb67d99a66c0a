import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { formatDayIn, formatTime12In } from '@/lib/dates';
import { formatCountIn } from '@/lib/format-number';
import { DEFAULT_LANGUAGE, translator, type Language, type Translate } from '@/lib/i18n';
import { en, type Catalogue } from './en';

/** The guest pages' words and formats in one language. */
export interface GuestMessages {
  language: Language;
  t: Translate<Catalogue>;
  /** "Saturday, June 13, 2026" / "शनिवार, 13 जून 2026" / "sábado, 13 de junio de 2026". */
  longDate: (isoDate: string) => string;
  time: (time: string) => string;
  count: (n: number) => string;
}

function messagesFor(language: Language, catalogue: Catalogue): GuestMessages {
  return {
    language,
    t: translator(catalogue),
    longDate: (iso) => formatDayIn(iso, catalogue.date.long, catalogue.date),
    time: (time) => formatTime12In(time, catalogue.date),
    count: (n) => formatCountIn(n, language),
  };
}

/** English: the words of every guest page until its data names another language. */
export const ENGLISH = messagesFor('en', en);

/** Only the language shown is fetched: English is in the page, the others are their own small chunks. */
const load: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  hi: () => import('./hi').then((m) => m.hi),
  es: () => import('./es').then((m) => m.es),
};
const loaded = new Map<Language, GuestMessages>([['en', ENGLISH]]);

/**
 * The messages for `language` (English until a page's data says otherwise), or null while another language's
 * catalogue is on its way; the document's `lang` follows, for screen readers and hyphenation.
 */
export function useLanguageMessages(language: Language = DEFAULT_LANGUAGE): GuestMessages | null {
  const [, setVersion] = useState(0);
  const ready = loaded.get(language) ?? null;
  useEffect(() => {
    if (language === 'en' || loaded.has(language)) return;
    let live = true;
    void load[language]()
      .then((catalogue) => messagesFor(language, catalogue))
      // A catalogue that cannot be fetched (offline mid-visit) leaves the page in English rather than on a spinner.
      .catch(() => ENGLISH)
      .then((messages) => {
        loaded.set(language, messages);
        if (live) setVersion((v) => v + 1);
      });
    return () => {
      live = false;
    };
  }, [language]);
  useEffect(() => {
    if (!ready) return;
    const root = document.documentElement;
    const before = root.lang;
    root.lang = ready.language;
    return () => {
      root.lang = before;
    };
  }, [ready]);
  return ready;
}

const Context = createContext<GuestMessages>(ENGLISH);

export function GuestMessagesProvider({
  messages,
  children,
}: {
  messages: GuestMessages;
  children: ReactNode;
}) {
  return <Context.Provider value={messages}>{children}</Context.Provider>;
}

/** The words of the guest page this component is on (English outside one). */
export const useGuestMessages = () => useContext(Context);
