import {
  CONTRACT_MAX_BYTES,
  contractKey,
  contractName,
  contractProblem,
  safeFileName,
  typedBlob,
} from './contract';

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('contract files', () => {
  it('takes PDFs and PNG, JPEG or WebP images up to 10 MB', () => {
    expect(contractProblem(file('a.pdf', 'application/pdf'))).toBeNull();
    expect(contractProblem(file('a.png', 'image/png'))).toBeNull();
    expect(contractProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(contractProblem(file('a.webp', 'image/webp', CONTRACT_MAX_BYTES))).toBeNull();
    // Some systems report no type: the extension decides.
    expect(contractProblem(file('scan.PDF', ''))).toBeNull();
  });

  it('refuses other types, empty files and anything over the bucket limit', () => {
    expect(
      contractProblem(
        file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBe('Contracts must be a PDF or an image (PNG, JPEG or WebP).');
    expect(contractProblem(file('a.svg', 'image/svg+xml'))).toMatch(/PDF or an image/);
    expect(contractProblem(file('a.exe', ''))).toMatch(/PDF or an image/);
    expect(contractProblem(file('a.pdf', 'application/pdf', 0))).toMatch(/empty/);
    expect(contractProblem(file('big.pdf', 'application/pdf', CONTRACT_MAX_BYTES + 1))).toBe(
      'That file is 10.0 MB; contracts can be at most 10 MB.',
    );
    expect(contractProblem(file('big.pdf', 'application/pdf', 12.4 * 1024 * 1024))).toBe(
      'That file is 12.4 MB; contracts can be at most 10 MB.',
    );
  });

  it('keys a contract under its vendor with a name that cannot escape the folder', () => {
    expect(contractKey('v1', 'Venue contract (signed).pdf')).toBe('contracts/v1/Venue-contract-signed-.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..')).toBe('contract');
    expect(safeFileName('C:\\scans\\.hidden.png')).toBe('hidden.png');
    expect(safeFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(100);
    expect(safeFileName('Café menu.pdf')).toBe('Cafe-menu.pdf');
    expect(contractName('contracts/v1/menu.pdf')).toBe('menu.pdf');
  });

  it('types a blob from its key when the store returns none', () => {
    expect(typedBlob(new Blob(['x']), 'contracts/v/a.pdf').type).toBe('application/pdf');
    expect(typedBlob(new Blob(['x'], { type: 'image/png' }), 'contracts/v/a.pdf').type).toBe('image/png');
  });
});
