import { conversationTitle } from './conversation-title';

describe('conversationTitle', () => {
  it('is the first question, spaces collapsed', () => {
    expect(conversationTitle('  How much of our\n budget   is left? ')).toBe(
      'How much of our budget is left?',
    );
  });
  it('is cut to 60 characters, the last an ellipsis', () => {
    const title = conversationTitle('a'.repeat(100));
    expect(title).toHaveLength(60);
    expect(title.endsWith('…')).toBe(true);
  });
  it('says "Conversation" for a question of nothing but spaces', () => {
    expect(conversationTitle('   ')).toBe('Conversation');
  });
});
