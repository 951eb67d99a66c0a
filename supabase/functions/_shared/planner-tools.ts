/**
 * The planner's tools as the `ai` function attaches them: made from the app's tool registry
 * (src/features/planner/tools/registry.ts, whose test keeps this copy equal to it). Do not edit by hand.
 */
export const PLANNER_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'get_budget',
      description:
        "The couple's budget by category: planned, spent (all expenses) and paid amounts, with totals. Name a category to get only that one.",
      parameters: {
        type: 'object',
        properties: {
          category: {
            type: 'string',
            minLength: 1,
            maxLength: 120,
          },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'find_guests',
      description:
        'Counts the guests matching an RSVP status, an event (by name) and/or a side, and lists the first names.',
      parameters: {
        type: 'object',
        properties: {
          status: {
            type: 'string',
            enum: ['awaiting', 'attending', 'declined'],
          },
          event: {
            type: 'string',
            minLength: 1,
            maxLength: 120,
          },
          side: {
            type: 'string',
            enum: ['bride', 'groom', 'both'],
          },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'tasks_due',
      description:
        'Open tasks due before a date (YYYY-MM-DD), soonest first; without a date, the overdue ones.',
      parameters: {
        type: 'object',
        properties: {
          before: {
            type: 'string',
          },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'list_vendors',
      description:
        "The couple's vendors, of one category when given, each booked or shortlisted, with its price.",
      parameters: {
        type: 'object',
        properties: {
          category: {
            type: 'string',
            enum: ['Venue', 'Catering', 'Photography', 'Florist', 'Cake', 'DJ', 'Other'],
          },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'wedding_day_schedule',
      description:
        "The wedding day's schedule: each item's start time, length in minutes, title and category.",
      parameters: {
        type: 'object',
        properties: {},
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'add_task',
      description: "Proposes a task for the couple's checklist, with its due date (YYYY-MM-DD) and category.",
      parameters: {
        type: 'object',
        properties: {
          title: {
            type: 'string',
            minLength: 1,
            maxLength: 120,
          },
          dueDate: {
            type: 'string',
          },
          category: {
            default: 'essentials',
            type: 'string',
            enum: ['essentials', 'vendors', 'attire', 'details'],
          },
          priority: {
            default: 'medium',
            type: 'string',
            enum: ['high', 'medium', 'low'],
          },
        },
        required: ['title', 'dueDate'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'add_expense',
      description: 'Proposes an expense in an existing budget category (by name), dated YYYY-MM-DD.',
      parameters: {
        type: 'object',
        properties: {
          description: {
            type: 'string',
            minLength: 1,
            maxLength: 120,
          },
          amount: {
            type: 'number',
            exclusiveMinimum: 0,
            maximum: 1000000000000,
          },
          date: {
            type: 'string',
          },
          category: {
            type: 'string',
            minLength: 1,
            maxLength: 60,
          },
          paid: {
            default: false,
            type: 'boolean',
          },
        },
        required: ['description', 'amount', 'date', 'category'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'add_budget_category',
      description: 'Proposes a new budget category with its planned amount.',
      parameters: {
        type: 'object',
        properties: {
          name: {
            type: 'string',
            minLength: 1,
            maxLength: 60,
          },
          planned: {
            type: 'number',
            minimum: 0,
            maximum: 1000000000000,
          },
        },
        required: ['name', 'planned'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'set_category_amount',
      description: 'Proposes a new planned amount for an existing budget category (by name).',
      parameters: {
        type: 'object',
        properties: {
          category: {
            type: 'string',
            minLength: 1,
            maxLength: 60,
          },
          planned: {
            type: 'number',
            minimum: 0,
            maximum: 1000000000000,
          },
        },
        required: ['category', 'planned'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'shortlist_vendor',
      description:
        "Proposes a vendor for the couple's shortlist, with its category and, when known, contact and price.",
      parameters: {
        type: 'object',
        properties: {
          name: {
            type: 'string',
            minLength: 1,
            maxLength: 100,
          },
          category: {
            type: 'string',
            enum: ['Venue', 'Catering', 'Photography', 'Florist', 'Cake', 'DJ', 'Other'],
          },
          contactName: {
            type: 'string',
            minLength: 1,
            maxLength: 100,
          },
          price: {
            default: 0,
            type: 'number',
            minimum: 0,
            maximum: 1000000000000,
          },
        },
        required: ['name', 'category'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'add_household',
      description:
        'Proposes a household (one RSVP link) with its guests, invited to the named events (every event when none are named).',
      parameters: {
        type: 'object',
        properties: {
          name: {
            type: 'string',
            minLength: 1,
            maxLength: 100,
          },
          guests: {
            minItems: 1,
            maxItems: 20,
            type: 'array',
            items: {
              type: 'object',
              properties: {
                firstName: {
                  type: 'string',
                  minLength: 1,
                  maxLength: 60,
                },
                lastName: {
                  type: 'string',
                  minLength: 1,
                  maxLength: 60,
                },
                side: {
                  type: 'string',
                  enum: ['bride', 'groom', 'both'],
                },
              },
              required: ['firstName'],
            },
          },
          events: {
            maxItems: 20,
            type: 'array',
            items: {
              type: 'string',
              minLength: 1,
              maxLength: 100,
            },
          },
        },
        required: ['guests'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'add_schedule_item',
      description:
        "Proposes an item on the wedding day's schedule: start time (HH:MM, 24-hour), length in minutes, title.",
      parameters: {
        type: 'object',
        properties: {
          title: {
            type: 'string',
            minLength: 1,
            maxLength: 100,
          },
          time: {
            type: 'string',
            pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
          },
          duration: {
            type: 'integer',
            minimum: 5,
            maximum: 1440,
          },
          category: {
            default: 'other',
            type: 'string',
            enum: ['ceremony', 'reception', 'photo', 'vendor', 'other'],
          },
        },
        required: ['title', 'time', 'duration'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'add_reminder',
      description:
        "Proposes a reminder in the couple's notifications, on a date (YYYY-MM-DD) and, when known, at a time (HH:MM, 24-hour).",
      parameters: {
        type: 'object',
        properties: {
          title: {
            type: 'string',
            minLength: 1,
            maxLength: 200,
          },
          date: {
            type: 'string',
          },
          time: {
            type: 'string',
            pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
          },
          type: {
            default: 'reminder',
            type: 'string',
            enum: ['deadline', 'appointment', 'payment', 'reminder'],
          },
        },
        required: ['title', 'date'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'add_song',
      description:
        'Proposes a song for the wedding playlist, in one of its categories (Ceremony, Cocktail Hour, Dinner, First Dance, Special Moments, Dance Party).',
      parameters: {
        type: 'object',
        properties: {
          title: {
            type: 'string',
            minLength: 1,
            maxLength: 200,
          },
          artist: {
            type: 'string',
            minLength: 1,
            maxLength: 200,
          },
          category: {
            type: 'string',
            minLength: 1,
            maxLength: 60,
          },
          notes: {
            type: 'string',
            minLength: 1,
            maxLength: 2000,
          },
        },
        required: ['title', 'artist', 'category'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'add_shot',
      description:
        "Proposes a photo for the photographer's shot list, in one of its categories (Must-Have, Family, Couple, Ceremony, Reception, Details, Getting Ready).",
      parameters: {
        type: 'object',
        properties: {
          title: {
            type: 'string',
            minLength: 1,
            maxLength: 200,
          },
          description: {
            default: '',
            type: 'string',
            maxLength: 2000,
          },
          category: {
            default: 'Must-Have',
            type: 'string',
            minLength: 1,
            maxLength: 60,
          },
        },
        required: ['title'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'update_wedding_details',
      description:
        "Proposes changes to the wedding's details: the partner's names, the wedding date (YYYY-MM-DD), the estimated guest count, the location (city or venue) and the budget total. Give only the details that change.",
      parameters: {
        type: 'object',
        properties: {
          partnerFirstName: {
            type: 'string',
            minLength: 1,
            maxLength: 200,
          },
          partnerLastName: {
            type: 'string',
            minLength: 1,
            maxLength: 200,
          },
          weddingDate: {
            type: 'string',
          },
          guestCount: {
            type: 'integer',
            minimum: 0,
            maximum: 100000,
          },
          location: {
            type: 'string',
            minLength: 1,
            maxLength: 200,
          },
          budgetTotal: {
            type: 'number',
            exclusiveMinimum: 0,
            maximum: 1000000000000,
          },
        },
      },
    },
  },
];
