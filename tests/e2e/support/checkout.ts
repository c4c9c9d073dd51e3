/**
 * The purchase form's acceptances and the sandbox processor's hosted card page (a page of "another
 * site": the card is typed there, never sent to our API), as the purchase journeys use them.
 */
import { expect, type Page } from '@playwright/test'

export async function acceptLegal(page: Page) {
  await page.getByLabel(/I accept the terms and conditions/).check()
  await page.getByLabel('I am at least 18 years old.').check()
}

/** Pays on the hosted page with a test card from the README (4242 4242 4242 4242 approves). */
export async function payOnHostedPage(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/sandbox-processor\//)
  await page.getByLabel('Name on card').fill('Ada Lovelace')
  await page.getByLabel('Card number').fill(cardNumber)
  await page.getByLabel('Month (MM)').fill('12')
  await page.getByLabel('Year (YY)').fill(String((new Date().getFullYear() + 3) % 100))
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
}
