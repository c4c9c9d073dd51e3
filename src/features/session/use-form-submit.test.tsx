import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import { appConfigQuery } from './app-config'
import { useFormSubmit } from './use-form-submit'

type Values = { name: string; recaptcha?: string }

function setup(send: (values: Values, key: string) => Promise<string>, captcha: boolean, offline?: () => void) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(appConfigQuery().queryKey, { captcha } as never)
  const setError = vi.fn()
  const onSuccess = vi.fn()
  const onFailure = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(
    () =>
      useFormSubmit<Values, Values, string>({
        setError,
        fields: ['name', 'recaptcha'],
        send,
        retryKeyOf: ({ name }) => ({ name }),
        whenOffline: offline,
        onSuccess,
        onFailure,
      }),
    { wrapper },
  )
  const submit = (values: Values) => act(() => result.current.submit(values))
  return { submit, setError, onSuccess, onFailure }
}

afterEach(() => vi.restoreAllMocks())

describe('useFormSubmit', () => {
  it('asks for the captcha before sending anything', async () => {
    const send = vi.fn(async () => 'sent')
    const form = setup(send, true)
    await form.submit({ name: 'Ana' })
    expect(send).not.toHaveBeenCalled()
    expect(form.setError).toHaveBeenCalledWith('recaptcha', { message: 'captcha' })
  })

  it('sends the same Idempotency-Key again after no answer, and a new one once the server answered', async () => {
    const send = vi
      .fn<(values: Values, key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(0))
      .mockRejectedValueOnce(new ApiError(500, { message: 'down', code: 'server_error' }))
      .mockResolvedValue('sent')
    const form = setup(send, false)
    await form.submit({ name: 'Ana' })
    await form.submit({ name: 'Ana' })
    await form.submit({ name: 'Ana' })
    const keys = send.mock.calls.map(([, key]) => key)
    expect(keys[0]).toBe(keys[1])
    expect(keys[2]).not.toBe(keys[1])
    expect(form.onFailure.mock.calls[0]?.[0]).toMatchObject({ isUnanswered: true })
    expect(form.onFailure.mock.calls[1]?.[0]).toMatchObject({ isUnanswered: false, messages: ['down'] })
    expect(form.onSuccess).toHaveBeenCalledWith('sent', { name: 'Ana' })
  })

  it("puts the server's field problems under their fields", async () => {
    const refused = new ApiError(422, {
      message: 'invalid',
      code: 'validation',
      issues: { name: [{ message: 'Too short', requirement: 4 }] },
      errors: { name: ['Too short'] },
    } as never)
    const form = setup(() => Promise.reject(refused), false)
    await form.submit({ name: 'A' })
    expect(form.setError).toHaveBeenCalledWith('name', expect.objectContaining({ type: 'server' }))
    expect(form.onFailure.mock.calls[0]?.[0]).toMatchObject({ isShownInFields: true, messages: [] })
  })

  it('says offline instead of sending when the form needs the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const send = vi.fn(async () => 'sent')
    const offline = vi.fn()
    const form = setup(send, false, offline)
    await form.submit({ name: 'Ana' })
    expect(offline).toHaveBeenCalled()
    expect(send).not.toHaveBeenCalled()
  })
})
