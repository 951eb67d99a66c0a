import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  answersCollection,
  eventsCollection,
  guestsCollection,
  householdsCollection,
  sortEvents,
  type WeddingEvent,
} from '@/features/guests';
import { useCollection, useProfile } from '@/lib/data';
import { useListedVersion } from '@/lib/data/use-listed-version';
import { canUndo, record, replacePresent, startHistory, undo as undoStep } from '@/lib/history';
import { lastCall } from '@/lib/last-call';
import {
  applyChartAction,
  assignmentMap,
  EMPTY_CHART,
  normalizeChart,
  restorable,
  solveInputOf,
  toSeatingTable,
  type Chart,
  type ChartAction,
} from './chart';
import { useSaveChart } from './api/use-save-chart';
import { chartChange } from './commands';
import { eventGuests } from './event-guests';
import { assignmentsCollection, tablesCollection } from './model';
import { rulesCollection } from './rules-model';
import { toSeatingRule } from './rules';
import { solveOffThread } from './solve-off-thread';
import { chartWarnings } from './warnings';

/** The event a chart opens on: the one asked for, else Reception (by id or name), else the first by date. */
export function defaultEvent(events: readonly WeddingEvent[], asked: string | null): WeddingEvent | null {
  return (
    events.find((e) => e.id === asked) ??
    events.find((e) => e.id === 'reception') ??
    events.find((e) => e.name.trim().toLowerCase() === 'reception') ??
    events[0] ??
    null
  );
}

// What the chart derives from the stored lists, kept from one opening of the tab to the next: the lists keep their
// identity while nothing changes, so going back to the tab finds the 3,000 guests' chart and warnings already made
// (each step also keeps its result's identity, so the next step and the memos below it skip too).
const eventGuestsOf = lastCall(eventGuests);
const idsOf = lastCall((list: readonly { id: string }[]) => new Set(list.map((g) => g.id)));
const chartOf = lastCall(normalizeChart);
const warningsOf = lastCall((chart: Chart, list: ReturnType<typeof eventGuests>) =>
  chartWarnings(assignmentMap(chart), list, chart.tables.map(toSeatingTable), chart.rules.map(toSeatingRule)),
);

/**
 * Everything the seating tab reads, for the chosen event: the events, the event's invited guests, its chart as stored
 * (normalised) and its warnings.
 */
export function useSeatingData(askedEvent: string | null) {
  const events = useCollection(eventsCollection);
  const households = useCollection(householdsCollection);
  const guests = useCollection(guestsCollection);
  const answers = useCollection(answersCollection);
  const tables = useCollection(tablesCollection);
  const assignments = useCollection(assignmentsCollection);
  const rules = useCollection(rulesCollection);
  const { data: profile } = useProfile();
  const weddingDate = profile.wedding.weddingDate;

  const sortedEvents = useMemo(() => sortEvents(events.items, weddingDate), [events.items, weddingDate]);
  const event = defaultEvent(sortedEvents, askedEvent);
  const eventId = event?.id ?? '';
  const eventGuestList = eventGuestsOf(guests.items, households.items, answers.items, eventId);
  const guestIds = idsOf(eventGuestList);
  const chart = chartOf(eventId, tables.items, assignments.items, guestIds, rules.items);
  const warnings = warningsOf(chart, eventGuestList);
  const coupleNames = [profile.profile.firstName, profile.wedding.partnerFirstName]
    .map((n) => n.trim())
    .filter(Boolean)
    .join(' & ');

  return {
    events: sortedEvents,
    event,
    guests: eventGuestList,
    guestIds,
    chart,
    warnings,
    coupleNames,
    isLoading:
      events.isLoading ||
      households.isLoading ||
      guests.isLoading ||
      answers.isLoading ||
      tables.isLoading ||
      assignments.isLoading ||
      rules.isLoading,
  };
}

type SeatingData = ReturnType<typeof useSeatingData>;

/** How many changes Undo reaches back. */
export const UNDO_LIMIT = 50;

/** A chart in the history, with the change that made it (what Undo names; '' for where the history starts). */
interface Step {
  chart: Chart;
  message: string;
}

const startSteps = () => startHistory<Step>({ chart: EMPTY_CHART, message: '' });

/**
 * Changes to the chart: each action is applied to the chart on screen, announced, kept for Undo and written as the
 * difference in one batch (the saveChart command: the chart changes at once; a refused batch is told and the chart
 * shows what is stored).
 */
export function useChartEditor(data: SeatingData) {
  const { chart, guests, guestIds, event } = data;
  const eventId = event?.id ?? '';
  // Each event's chart has its own history: another event starts with none.
  const [history, setHistory] = useState(() => ({ eventId, steps: startSteps() }));
  const steps = useMemo(
    () => (history.eventId === eventId ? history.steps : startSteps()),
    [history, eventId],
  );
  const [announcement, setAnnouncement] = useState({ text: '', n: 0 });
  // What the stable callbacks below act on. A change moves `chart` on at once, before the lists show it; while changes
  // are being stored (`saving`) the lists lag behind it, so a render keeps it rather than go back to what they show —
  // a second key press before the first is stored builds on the first. Once all are stored (or one is refused), the
  // chart is the lists' again: what is stored, with any other tab's changes.
  const latest = useRef({ chart, guests, guestIds, eventId });
  const saving = useRef(0);
  useLayoutEffect(() => {
    const keep = saving.current > 0 && latest.current.eventId === eventId;
    latest.current = { chart: keep ? latest.current.chart : chart, guests, guestIds, eventId };
  });

  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 })), []);

  const saveChart = useSaveChart();
  const listedVersion = useListedVersion();
  // One batch for the whole change, based on the versions the chart showed. A refusal has been told, and the chart
  // shows what is stored again.
  const store = useCallback(
    (before: Chart, after: Chart) => {
      saving.current += 1;
      void saveChart(chartChange(before, after, listedVersion))
        .catch(() => undefined)
        .finally(() => {
          saving.current -= 1;
          // Nothing left to store: the next render's lists are the chart (a refusal has put them back already).
          if (saving.current === 0) setHistory((h) => ({ ...h }));
        });
    },
    [saveChart, listedVersion],
  );

  const dispatch = useCallback(
    (action: ChartAction) => {
      const { chart: current, guests, eventId } = latest.current;
      if (!eventId) return;
      const { chart: next, message } = applyChartAction(current, action, { eventId, guests });
      if (message) announce(message);
      if (next === current) return;
      latest.current = { ...latest.current, chart: next };
      setHistory((h) => {
        const steps = h.eventId === eventId ? h.steps : startSteps();
        // The chart the change was made to is the one on screen, which the store (or another tab) may have moved on.
        const before = replacePresent(steps, { ...steps.present, chart: current });
        return { eventId, steps: record(before, { chart: next, message }, { limit: UNDO_LIMIT }) };
      });
      void store(current, next);
    },
    [announce, store],
  );

  const undo = useCallback(() => {
    if (!canUndo(steps)) return;
    const { chart: current, guestIds, eventId } = latest.current;
    const back = undoStep(steps);
    setHistory({ eventId, steps: back });
    const householdIds = new Set(latest.current.guests.map((g) => g.householdId));
    const target = restorable(back.present.chart, guestIds, householdIds);
    latest.current = { ...latest.current, chart: target };
    announce(`Undone: ${steps.present.message}`);
    void store(current, target);
  }, [steps, announce, store]);

  // Auto-arrange: the solver runs off the main thread on the chart as it is now; its answer is one step of Undo. A
  // chart changed meanwhile (another tab, a drag) is solved again, so the answer never undoes that change.
  const arrange = useCallback(
    async (everyone: boolean) => {
      for (;;) {
        const { chart: basis, guests } = latest.current;
        const solved = await solveOffThread(solveInputOf(basis, guests, everyone));
        if (latest.current.chart === basis) return dispatch({ type: 'autoArrange', solved, everyone });
      }
    },
    [dispatch],
  );

  return {
    dispatch,
    arrange,
    undo,
    canUndo: canUndo(steps),
    lastChange: canUndo(steps) ? steps.present.message : null,
    announcement,
    announce,
  };
}
