import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enterValue } from '../../testing/enter-value'
import { renderInApp } from '../../testing/render'
import { FaqScreen } from './faq-screen'

const faqs = [
  { id: 1, question: 'How do I buy tokens?', answer: '<p>Open <strong>Tokens</strong> and pick a pack.</p>' },
  {
    id: 2,
    question: 'Can I cancel my subscription?',
    answer: '<p>Yes, from your dashboard.<script>window.hacked = true</script></p>',
  },
]

function stubFaqs() {
  const fetchMock = vi.fn(async () =>
    Response.json({
      data: faqs,
      meta: {
        pagination: { total: 2, count: 2, per_page: 999, current_page: 1, total_pages: 1, links: { next: null } },
      },
    }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('FaqScreen', () => {
  it('asks for every question at once and renders the answers as HTML', async () => {
    const fetchMock = stubFaqs()
    renderInApp(<FaqScreen />)
    expect(await screen.findByText('How do I buy tokens?')).toBeTruthy()
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain('per_page=999')
    expect(screen.getByText('Tokens').tagName).toBe('STRONG')
    expect(document.querySelector('script')).toBeNull()
    expect(screen.getByText('2 questions')).toBeTruthy()
  })

  it('filters the questions as you type', async () => {
    stubFaqs()
    renderInApp(<FaqScreen />)
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' })
    enterValue(search, 'cancel')
    expect(await screen.findByText('1 question matches your search')).toBeTruthy()
    expect(screen.queryByText('How do I buy tokens?')).toBeNull()
    enterValue(search, 'nothing like this')
    expect(await screen.findByText('No questions match your search')).toBeTruthy()
  })
})
