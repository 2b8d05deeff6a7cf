import { screen } from '@testing-library/react';
import { json, mockApi } from '../../../test/api-mock';
import { renderWithProviders, session, staffUser } from '../../../test/render';
import { ChatCustomerContext, MessageFileList } from './MessageFileList';

const screenWait = { timeout: 10_000 };
const files = [{ id: 31, name: 'offerte.pdf', type: 'application/pdf', size: 12_000 }];

describe("a conversation's file kept among the documents", () => {
  it("is kept among the customer's documents in one click", async () => {
    const { requests } = mockApi({ 'POST /api/document/fromChatFile': () => json({ id: 8 }, 201) });
    const { user } = await renderWithProviders(
      <ChatCustomerContext.Provider value={5}>
        <MessageFileList files={files} />
      </ChatCustomerContext.Provider>,
      { preloadedState: { auth: session() } },
    );
    await user.click(
      screen.getByRole('button', { name: 'offerte.pdf bewaren bij de documenten van de klant' }),
    );
    expect(
      await screen.findByText(
        'offerte.pdf staat nu bij de documenten van de klant.',
        {},
        screenWait,
      ),
    ).toBeInTheDocument();
    const [request] = requests.filter((one) => one.method === 'POST');
    expect(await request.json()).toEqual({
      chatFileId: 31,
      links: [{ kind: 'customer', id: 5 }],
    });
  });

  it('offers nothing without a customer, or to an account that cannot add documents', async () => {
    mockApi({});
    const { unmount } = await renderWithProviders(<MessageFileList files={files} />, {
      preloadedState: { auth: session() },
    });
    expect(screen.getByRole('button', { name: 'offerte.pdf downloaden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bewaren bij de documenten/ })).toBeNull();
    unmount();

    const website = {
      ...staffUser,
      role: 'website' as const,
      permissions: { cms: 'write' as const, chats: 'write' as const },
    };
    await renderWithProviders(
      <ChatCustomerContext.Provider value={5}>
        <MessageFileList files={files} />
      </ChatCustomerContext.Provider>,
      { preloadedState: { auth: session({ user: website }) } },
    );
    expect(screen.getByRole('button', { name: 'offerte.pdf downloaden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bewaren bij de documenten/ })).toBeNull();
  });
});
