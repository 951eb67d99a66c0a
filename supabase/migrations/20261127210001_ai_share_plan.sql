-- The AI planner sees the plan (issue 31 item 1): each chat request carries a summary of the couple's plan unless
-- they turn it off under "What the planner can see". A per-account preference like the notification switches, so
-- it follows the account to every device; on by default (the planner is there to answer about their wedding).

alter table public.profiles
  add column ai_share_plan boolean not null default true;
