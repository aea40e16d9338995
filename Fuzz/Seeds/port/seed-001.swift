CATransition
[self.navigationController.view.layer addAnimation:[self pushAnimation] forKey:nil]
,
[self.view.window.layer addAnimation:[self presentAnimation] forKey:nil];
- (void)pushSecond{
LYCATransitionSecondVC *second = [[LYCATransitionSecondVC alloc] init];
LYModalCATransitionSecondVC *second = [[LYModalCATransitionSecondVC alloc] init];
*/
}
- (CATransition *)pushAnimation{
CATransition* transition = [CATransition animation];
transition.duration = 0.8;
transition.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionDefault];
*/
transition.type = @"cube";
//transition.type = kCATransitionMoveIn;
//kCATransitionMoveIn, kCATransitionPush, kCATransitionReveal, kCATransitionFade
transition.subtype = kCATransitionFromRight;
//kCATransitionFromLeft, kCATransitionFromRight, kCATransitionFromTop, kCATransitionFromBottom
return transition;
}
- (nullable id <UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)navigationController
animationControllerForOperation:(UINavigationControllerOperation)operation
fromViewController:(UIViewController *)fromVC
toViewController:(UIViewController *)toVC;
- (nullable id <UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)navigationController
animationControllerForOperation:(UINavigationControllerOperation)operation
fromViewController:(UIViewController *)fromVC
toViewController:(UIViewController *)toVC{
if (operation == UINavigationControllerOperationPush) {
return self.customAnimator;
}else if (operation == UINavigationControllerOperationPop){
return self.customAnimator;
}
return nil;
}
- (LYNavBaseCustomAnimator *)customAnimator
{
if (_customAnimator == nil) {
_customAnimator = [[LYNavBaseCustomAnimator alloc]init];
}
return _customAnimator;
}
LYNavBaseCustomAnimator
- (NSTimeInterval)transitionDuration:(nullable id <UIViewControllerContextTransitioning>)transitionContext;
- (void)animateTransition:(id <UIViewControllerContextTransitioning>)transitionContext;`
- (NSTimeInterval)transitionDuration:(nullable id <UIViewControllerContextTransitioning>)transitionContext{
return 0.5;
}
- (void)animateTransition:(id <UIViewControllerContextTransitioning>)transitionContext{
UIView *containerView = [transitionContext containerView];
//FromVC
UIViewController *fromViewController = [transitionContext viewControllerForKey:UITransitionContextFromViewControllerKey];
UIView *fromView = fromViewController.view;
fromView.frame = CGRectMake(0, 0, kScreenWidth, kScreenHeight);
//ToVC
UIViewController *toViewController = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
UIView *toView = toViewController.view;
toView.frame = CGRectMake(0, 0, kScreenWidth, kScreenHeight);
BOOL isPush = ([toViewController.navigationController.viewControllers indexOfObject:toViewController] > [fromViewController.navigationController.viewControllers indexOfObject:fromViewController]);
if (isPush) {
[containerView addSubview:fromView];
toView.frame = CGRectMake(kScreenWidth, kScreenHeight, kScreenWidth, kScreenHeight);
}else{
[containerView addSubview:toView];
fromView.frame = CGRectMake(0, 0, kScreenWidth, kScreenHeight);
}
[UIView animateWithDuration:[self transitionDuration:transitionContext] animations:^{
if (isPush) {
toView.frame = CGRectMake(0, 0, kScreenWidth, kScreenHeight);
}else{
fromView.frame = CGRectMake(kScreenWidth, kScreenHeight, kScreenWidth, kScreenHeight);
}
} completion:^(BOOL finished) {
BOOL wasCancelled = [transitionContext transitionWasCancelled];
[transitionContext completeTransition:!wasCancelled];
}];
}
A push ---> B
B pop ---> A
|| ||
fromView toView
@implementation LYNavKuGouPushAnimator
- (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext{
return 0.4;
}
- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext{
UIView *containerView = [transitionContext containerView];
//ToVC
UIViewController *toViewController = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
UIView *toView = toViewController.view;
[containerView addSubview:toView];
float centerX = toView.bounds.size.width * 0.5;
float centerY = toView.bounds.size.height * 0.5;
float x = toView.bounds.size.width * 0.5;
float y = toView.bounds.size.height * 1.8;
CGAffineTransform trans = [self GetCGAffineTransformRotateAroundCenterX:centerX centerY:centerY x:x y:y angle:45.0/180.0*M_PI];
toView.transform = trans;
[UIView animateWithDuration:[self transitionDuration:transitionContext] animations:^{
toView.transform = CGAffineTransformIdentity;
} completion:^(BOOL finished) {
BOOL wasCancelled = [transitionContext transitionWasCancelled];
[transitionContext completeTransition:!wasCancelled];
}];
}
/**
*/
- (CGAffineTransform)GetCGAffineTransformRotateAroundCenterX:(float)centerX centerY:(float)centerY x:(float)x y:(float)y angle:(float)angle{
CGFloat l = y - centerY;
CGFloat h = l * sin(angle);
CGFloat b = l * cos(angle);
CGFloat a = l - b;
CGFloat x1 = h;
CGFloat y1 = a;
CGAffineTransform trans = CGAffineTransformMakeTranslation(x1, y1);
trans = CGAffineTransformRotate(trans,angle);
return trans;
}
@end
GetCGAffineTransformRotateAroundCenterX: centerY: x: y: angle:
- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext{
UIView *containerView = [transitionContext containerView];
//FromVC
UIViewController *fromViewController = [transitionContext viewControllerForKey:UITransitionContextFromViewControllerKey];
UIView *fromView = fromViewController.view;
[containerView addSubview:fromView];
//ToVC
UIViewController *toViewController = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
UIView *toView = toViewController.view;
[containerView addSubview:toView];
toView.hidden = YES;
UIView *imgBgWhiteView = [[UIView alloc] initWithFrame:self.transitionBeforeImgFrame];
imgBgWhiteView.backgroundColor = bgColor;
[containerView addSubview:imgBgWhiteView];
UIView *bgView = [[UIView alloc] initWithFrame:containerView.bounds];
bgView.backgroundColor = [UIColor blackColor];
bgView.alpha = 0;
[containerView addSubview:bgView];
UIImageView *transitionImgView = [[UIImageView alloc] initWithImage:self.transitionImgView.image];
transitionImgView.frame = self.transitionBeforeImgFrame;
[transitionContext.containerView addSubview:transitionImgView];
[UIView animateWithDuration:[self transitionDuration:transitionContext] delay:0.0 usingSpringWithDamping:0.7 initialSpringVelocity:0.3 options:UIViewAnimationOptionCurveLinear animations:^{
transitionImgView.frame = self.transitionAfterImgFrame;
bgView.alpha = 1;
} completion:^(BOOL finished) {
toView.hidden = NO;
[imgBgWhiteView removeFromSuperview];
[bgView removeFromSuperview];
[transitionImgView removeFromSuperview];
BOOL wasCancelled = [transitionContext transitionWasCancelled];
[transitionContext completeTransition:!wasCancelled];
}];
}
- (nullable id <UIViewControllerInteractiveTransitioning>)navigationController:(UINavigationController *)navigationController
interactionControllerForAnimationController:(id <UIViewControllerAnimatedTransitioning>) animationController;
- (nullable id <UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)navigationController
animationControllerForOperation:(UINavigationControllerOperation)operation
fromViewController:(UIViewController *)fromVC
toViewController:(UIViewController *)toVC{
if (operation == UINavigationControllerOperationPush) {
return self.customAnimator;
}else if (operation == UINavigationControllerOperationPop){
return self.customAnimator;
}
return nil;
}
- (LYNavBaseCustomAnimator *)customAnimator
{
if (_customAnimator == nil) {
_customAnimator = [[LYNavBaseCustomAnimator alloc]init];
}
return _customAnimator;
}
- (nullable id <UIViewControllerInteractiveTransitioning>)navigationController:(UINavigationController *)navigationController
interactionControllerForAnimationController:(id <UIViewControllerAnimatedTransitioning>) animationController{
if (self.gestureRecognizer)
return self.percentIntractive;
else
return nil;
}
- (void)setGestureRecognizer:(UIPanGestureRecognizer *)gestureRecognizer{
_gestureRecognizer = gestureRecognizer;
}
- (LYNavBasePercentDerivenInteractive *)percentIntractive{
if (!_percentIntractive) {
_percentIntractive = [[LYNavBasePercentDerivenInteractive alloc] initWithGestureRecognizer:self.gestureRecognizer];
}
return _percentIntractive;
}
UIPercentDrivenInteractiveTransition
- (void)updateInteractiveTransition:(CGFloat)percentComplete;
- (void)cancelInteractiveTransition;
- (void)finishInteractiveTransition;
- (void)gestureRecognizeDidUpdate:(UIPanGestureRecognizer *)gestureRecognizer
{
CGFloat scale = 1 - [self percentForGesture:gestureRecognizer];
switch (gestureRecognizer.state)
{
case UIGestureRecognizerStateBegan:
break;
case UIGestureRecognizerStateChanged:
[self updateInteractiveTransition:scale];
break;
case UIGestureRecognizerStateEnded:
if (scale < 0.3){
[self cancelInteractiveTransition];
}
else{
[self finishInteractiveTransition];
}
break;
default:
[self cancelInteractiveTransition];
break;
}
}
- (void)interactiveTransitionRecognizerAction:(UIPanGestureRecognizer *)gestureRecognizer
{
CGPoint translation = [gestureRecognizer translationInView:gestureRecognizer.view];
CGFloat scale = 1 - fabs(translation.x / kScreenWidth);
scale = scale < 0 ? 0 : scale;
NSLog(@"second = %f", scale);
switch (gestureRecognizer.state) {
case UIGestureRecognizerStatePossible:
break;
case UIGestureRecognizerStateBegan:{
self.animatedTransition = nil;
self.navigationController.delegate = self.animatedTransition;
self.animatedTransition.gestureRecognizer = gestureRecognizer;
[self.navigationController popViewControllerAnimated:YES];
}
break;
case UIGestureRecognizerStateChanged: {
break;
}
case UIGestureRecognizerStateFailed:
case UIGestureRecognizerStateCancelled:
case UIGestureRecognizerStateEnded: {
self.animatedTransition.gestureRecognizer = nil;
}
}
}
(1)LYNavBaseInteractiveAnimatedTransition
- (CGRect)getFrameInWindow:(UIView *)view
{
return [view.superview convertRect:view.frame toView:nil];
}
- (CGRect)backScreenImageViewRectWithImage:(UIImage *)image{
CGSize size = image.size;
CGSize newSize;
newSize.height = kScreenWidth * 0.6;
newSize.width = newSize.height / size.height * size.width;
CGFloat imageY = 0;
CGFloat imageX = (kScreenWidth - newSize.width) * 0.5;
CGRect rect = CGRectMake(imageX, imageY, newSize.width, newSize.height);
return rect;
}
LYPictureBrowseInteractiveAnimatedTransition
2017.07.05
2017.12.11
