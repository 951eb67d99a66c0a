import {
  filterVendors,
  hasVendorNamed,
  matchesVendorSearch,
  seedVendors,
  summarizeVendors,
  upcomingAppointments,
  vendorFromDirectory,
  vendorSchema,
  type Vendor,
} from './model';

const vendor = (over: Partial<Vendor> = {}): Vendor => ({
  id: 'v',
  name: 'Rosewood Manor',
  category: 'Venue',
  contactName: 'Elena',
  price: 100,
  depositPaid: false,
  contractSigned: false,
  ...over,
});

describe('vendorSchema', () => {
  it('needs a name, a category from the list and a contact name (spec §5)', () => {
    const issues = vendorSchema
      .safeParse({ id: 'v', name: ' ', category: 'Bakery', contactName: '' })
      .error!.issues.map((i) => i.message);
    expect(issues).toEqual(['Vendor name is required', 'Choose a category', 'Contact name is required']);
  });

  it('falls back to a price of 0, refuses a negative one, and keeps cents', () => {
    expect(vendorSchema.parse({ ...vendor(), price: undefined }).price).toBe(0);
    expect(vendorSchema.parse({ ...vendor(), price: Number.NaN }).price).toBe(0);
    expect(vendorSchema.parse(vendor({ price: 1234.567 })).price).toBe(1234.57);
    expect(vendorSchema.safeParse(vendor({ price: -1 })).error?.issues[0].message).toBe(
      'The price cannot be negative',
    );
  });

  it('keeps optional fields optional: empty is absent; website http(s) only; email and date checked', () => {
    const parsed = vendorSchema.parse({
      ...vendor(),
      phone: '',
      email: '',
      website: '',
      finalPaymentDue: '',
      notes: '  ',
    });
    expect(parsed).toEqual(vendor());
    expect(vendorSchema.safeParse(vendor({ website: 'javascript:alert(1)' })).success).toBe(false);
    expect(vendorSchema.safeParse(vendor({ email: 'not-an-email' })).error?.issues[0].message).toBe(
      'Enter an email address like name@example.com',
    );
    expect(vendorSchema.safeParse(vendor({ finalPaymentDue: '2026-02-30' })).success).toBe(false);
    expect(vendorSchema.parse(vendor({ finalPaymentDue: '2026-02-28' })).finalPaymentDue).toBe('2026-02-28');
  });

  it('bounds very long text', () => {
    expect(vendorSchema.safeParse(vendor({ name: 'x'.repeat(5000) })).success).toBe(false);
    expect(vendorSchema.safeParse(vendor({ notes: 'x'.repeat(2001) })).success).toBe(false);
  });

  it('accepts its own seeds, whose final payments lie ahead of the day they are made', () => {
    const today = new Date(2026, 0, 10);
    for (const s of seedVendors(today)) {
      expect(vendorSchema.parse(s)).toEqual(s);
      if (s.finalPaymentDue) expect(s.finalPaymentDue > '2026-01-10').toBe(true);
    }
  });
});

describe('search, filter, summary, appointments', () => {
  const list = [
    vendor({
      id: '1',
      name: 'Rosewood Manor',
      category: 'Venue',
      contactName: 'Elena Ruiz',
      depositPaid: true,
      contractSigned: true,
      price: 0.1,
    }),
    vendor({
      id: '2',
      name: 'Bella Cucina',
      category: 'Catering',
      contactName: 'Marco',
      depositPaid: true,
      price: 0.2,
    }),
    vendor({ id: '3', name: 'Lens & Light', category: 'Photography', contactName: 'Priya Shah' }),
  ];

  it('searches name, category or contact name, case-insensitively (spec §5)', () => {
    expect(matchesVendorSearch(list[0], 'ROSE')).toBe(true);
    expect(matchesVendorSearch(list[1], 'cater')).toBe(true);
    expect(matchesVendorSearch(list[2], 'shah')).toBe(true);
    expect(matchesVendorSearch(list[2], 'venue')).toBe(false);
    expect(filterVendors(list, '', 'Catering').map((v) => v.id)).toEqual(['2']);
    expect(filterVendors(list, 'e', 'all').map((v) => v.id)).toEqual(['1', '2', '3']);
    expect(filterVendors(list, 'marco', 'Venue')).toEqual([]);
  });

  it('counts deposits and contracts as x of n with whole percentages', () => {
    expect(summarizeVendors(list)).toEqual({
      total: 100.3,
      count: 3,
      depositsPaid: 2,
      depositsPercent: 67,
      contractsSigned: 1,
      contractsPercent: 33,
    });
    expect(summarizeVendors([])).toEqual({
      total: 0,
      count: 0,
      depositsPaid: 0,
      depositsPercent: 0,
      contractsSigned: 0,
      contractsPercent: 0,
    });
  });

  it('lists the four appointments of the spec, all ahead of today', () => {
    const today = new Date(2026, 5, 1, 9);
    const a = upcomingAppointments(today);
    expect(a.map((x) => x.title)).toEqual([
      'Cake Tasting',
      'Floral Consultation',
      'DJ Planning Meeting',
      'Venue Final Walkthrough',
    ]);
    expect(a.every((x) => x.at > today)).toBe(true);
  });
});

describe('vendors from Find vendors', () => {
  const profile = {
    id: 'v1',
    businessName: 'Velvet Strings',
    contactName: 'Alex',
    email: 'alex@strings.example',
    phone: '',
    website: 'https://strings.example',
    category: 'Music & Entertainment',
    description: 'A string quartet.',
    location: 'Dallas, TX',
    serviceArea: 'Nationwide',
    priceRange: '$$$ (Premium)',
  };

  it('becomes a vendor in the couple’s list, its category mapped to theirs', () => {
    expect(vendorFromDirectory(profile, 'x1')).toEqual({
      id: 'x1',
      name: 'Velvet Strings',
      category: 'DJ',
      contactName: 'Alex',
      email: 'alex@strings.example',
      website: 'https://strings.example',
      price: 0,
      depositPaid: false,
      contractSigned: false,
      notes: 'Found in Find vendors: Music & Entertainment, $$$ (Premium), Dallas, TX (serves Nationwide).',
    });
    expect(vendorFromDirectory({ ...profile, category: 'Jewelry' }).category).toBe('Other');
    expect(vendorFromDirectory({ ...profile, category: 'Cake & Desserts' }).category).toBe('Cake');
  });

  it('is recognised in the list by name', () => {
    expect(hasVendorNamed([{ name: ' velvet strings ' }], 'Velvet Strings')).toBe(true);
    expect(hasVendorNamed([{ name: 'Other' }], 'Velvet Strings')).toBe(false);
  });
});
