-- The couple's default country for phone numbers (issue 33 item 2): a household's number typed without "+" and a
-- country code is read as this country's and stored in E.164. '' until the couple picks one; the app then guesses
-- it from the budget's currency. Any ISO 3166 alpha-2 code, so a later, longer list in the app needs no migration.

alter table public.profiles
  add column phone_country text not null default ''
    constraint profiles_phone_country_check check (phone_country ~ '^([A-Z]{2})?$');
