---
categories: 'ios'
date: 2018-07-19 16:23:50
tags:
---
@protocol UIViewControllerTransitioningDelegate
- (nullable id <UIViewControllerAnimatedTransitioning>)animationControllerForPresentedController:(UIViewController *)presented presentingController:(UIViewController *)presenting sourceController:(UIViewController *)source;
- (nullable id <UIViewControllerAnimatedTransitioning>)animationControllerForDismissedController:(UIViewController *)dismissed;
- (nullable id <UIViewControllerInteractiveTransitioning>)interactionControllerForPresentation:(id <UIViewControllerAnimatedTransitioning>)animator;
- (nullable id <UIViewControllerInteractiveTransitioning>)interactionControllerForDismissal:(id <UIViewControllerAnimatedTransitioning>)animator;
- (nullable UIPresentationController *)presentationControllerForPresentedViewController:(UIViewController *)presented presentingViewController:(nullable UIViewController *)presenting sourceViewController:(UIViewController *)source NS_AVAILABLE_IOS(8_0);
- (nullable id <UIViewControllerInteractiveTransitioning>)navigationController:(UINavigationController *)navigationController
                          interactionControllerForAnimationController:(id <UIViewControllerAnimatedTransitioning>) animationController NS_AVAILABLE_IOS(7_0);
- (nullable id <UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)navigationController
                                   animationControllerForOperation:(UINavigationControllerOperation)operation
                                                fromViewController:(UIViewController *)fromVC
                                                  toViewController:(UIViewController *)toVC  NS_AVAILABLE_IOS(7_0);
- (void)onPan:(UIPanGestureRecognizer *)pan {
    CGPoint translation = [pan translationInView:pan.view.superview];
    switch (pan.state) {
        case UIGestureRecognizerStateBegan: {
            self.interactionInProgress = YES;
            [self.animationViewController.navigationController popViewControllerAnimated:YES];
        } break;
        case UIGestureRecognizerStateChanged: {
            CGFloat percent =  translation.x / [UIScreen mainScreen].bounds.size.width;
            percent = MIN(1.0, MAX(0.0, percent));
            [self updateInteractiveTransition:percent];
            // see: https://github.com/ColinEberhardt/VCTransitionsLibrary/issues/4
            if (percent >= 1.0) {
                percent = 0.99;
            }
            self.shouldComplete = percent > 0.5;
        }  break;
        case UIGestureRecognizerStateEnded:
        case UIGestureRecognizerStateCancelled: {
             self.interactionInProgress = NO;
            if (pan.state == UIGestureRecognizerStateCancelled || !self.shouldComplete) {
                [self cancelInteractiveTransition];
            } else {
                [self finishInteractiveTransition];
            }
        } break;
        default:
            break;
    }
}
-(NSTimeInterval)transitionDuration:(id < UIViewControllerContextTransitioning >)transitionContext; 
- (NSTimeInterval)transitionDuration:(id <UIViewControllerContextTransitioning>)transitionContext
{
    return 0.8f;
}
- (void)animateTransition:(id <UIViewControllerContextTransitioning>)transitionContext
{
    // 1. Get controllers from transition context
    UIViewController *toVC = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
    // 2. Set init frame for toVC
    CGRect screenBounds = [[UIScreen mainScreen] bounds];
    CGRect finalFrame = [transitionContext finalFrameForViewController:toVC];
    toVC.view.frame = CGRectOffset(finalFrame, 0, screenBounds.size.height);
    // 3. Add toVC's view to containerView
    UIView *containerView = [transitionContext containerView];
    [containerView addSubview:toVC.view];
    // 4. Do animate now
    NSTimeInterval duration = [self transitionDuration:transitionContext];
    [UIView animateWithDuration:duration
                          delay:0.0
         usingSpringWithDamping:0.6
          initialSpringVelocity:0.0
                        options:UIViewAnimationOptionCurveLinear
                     animations:^{
                         toVC.view.frame = finalFrame;
                     } completion:^(BOOL finished) {
                         // 5. Tell context that we completed.
                         [transitionContext completeTransition:YES];
                     }];
}
/**
 cancelInteractiveTransition
 */
- (void)continueAction {
    if (!_link) {
        _link = [CADisplayLink displayLinkWithTarget:self selector:@selector(UIChange)];
         [_link addToRunLoop:[NSRunLoop mainRunLoop] forMode:NSRunLoopCommonModes];
    }
}
- (void)stopCADisplayLink {
    [_link setPaused:YES];
    [_link removeFromRunLoop:[NSRunLoop mainRunLoop] forMode:NSRunLoopCommonModes];
    [_link invalidate];
    _link = nil;
}
- (void)UIChange{
    CGFloat timeDistance = 2.0/60;
    if (_percent > 0.5) {
        _percent += timeDistance;
    } else {
        _percent -= timeDistance;
    }
    [self updateInteractiveTransition:_percent];
    if (_percent >= 1.0) {
        [self finishInteractiveTransition];
        [self stopCADisplayLink];
    }
   if (_percent <= 0.0) {
        [self cancelInteractiveTransition];
        [self stopCADisplayLink];
    }
}
/**
 */
- (CGFloat)completionSpeed {
    return 1 - self.percentComplete;
}
-----------------------
[onecat](https://onevcat.com/2013/10/vc-transition-in-ios7/)
