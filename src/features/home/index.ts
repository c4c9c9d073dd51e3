export { HomeScreen, type HomeTab } from './home-screen'
export { bannersQuery, carouselQuery } from './queries'
