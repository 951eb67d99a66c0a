import { render, screen } from '@testing-library/react';
import { ChatMessageBubble } from './chat-message';

describe('ChatMessageBubble', () => {
  it("shows a planner's reply as text at once, then as markdown when the renderer's chunk is in", async () => {
    render(
      <ul>
        <ChatMessageBubble role="assistant" content={'Book the **venue** first'} />
      </ul>,
    );
    // Before the lazy renderer arrives the reply is readable as it was written, never a blank bubble.
    expect(screen.getByText('Book the **venue** first')).toBeInTheDocument();

    const bold = await screen.findByText('venue');
    expect(bold.tagName).toBe('STRONG');
    expect(screen.queryByText('Book the **venue** first')).not.toBeInTheDocument();
  });

  it("keeps the couple's own message as plain text, never interpreted", () => {
    render(
      <ul>
        <ChatMessageBubble role="user" content={'Is **this** bold?'} />
      </ul>,
    );
    expect(screen.getByText('Is **this** bold?')).toBeInTheDocument();
  });
});
