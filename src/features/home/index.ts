export { HomeScreen, type HomeTab } from './home-screen'
export { carouselQuery } from './queries'
