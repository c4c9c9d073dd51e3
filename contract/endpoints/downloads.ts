/**
 * Movies members take offline (signed in, else 401; answers are `private, no-store`). A licence is
 * granted for a movie's main video to a viewer entitled to watch it: 403 membership_required for a
 * locked movie, 403 not_downloadable for a movie with only a trailer or a video the player cannot
 * play. The re-check answers, for each movie asked about, whether its download may stay and until when.
 */
import { endpoint } from '../endpoint'
import { CommonQuerySchema } from '../schemas/common'
import {
  DownloadCheckQuerySchema,
  DownloadCheckSchema,
  DownloadLicenceBodySchema,
  DownloadLicenceSchema,
} from '../schemas/download'

export const downloadLicence = endpoint({
  method: 'POST',
  path: '/api/download_licences',
  query: CommonQuerySchema,
  body: DownloadLicenceBodySchema,
  response: DownloadLicenceSchema,
})

export const downloadLicenceCheck = endpoint({
  method: 'GET',
  path: '/api/download_licences',
  query: DownloadCheckQuerySchema,
  response: DownloadCheckSchema,
})
